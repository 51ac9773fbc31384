<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
<context>
    <name>BuilderView</name>
    <message>
        <source>+ Division</source>
        <translation>+ Division</translation>
    </message>
    <message>
        <source>Infantry division</source>
        <translation>Infantry division</translation>
    </message>
    <message>
        <source>Cavalry division</source>
        <translation>Cavalry division</translation>
    </message>
    <message>
        <source>Mixed division, infantry pool</source>
        <translation>Mixed division, infantry pool</translation>
    </message>
    <message>
        <source>Mixed division, cavalry pool</source>
        <translation>Mixed division, cavalry pool</translation>
    </message>
    <message>
        <source>Draw commanders…</source>
        <translation>Draw commanders…</translation>
    </message>
    <message>
        <source>No commanders drawn yet. Use &quot;Draw commanders…&quot; (Ctrl+G).</source>
        <translation>No commanders drawn yet. Use &quot;Draw commanders…&quot; (Ctrl+G).</translation>
    </message>
    <message>
        <source>Unit card</source>
        <comment>side tab: one short word</comment>
        <translation>Unit card</translation>
    </message>
    <message>
        <source>Upgrades</source>
        <comment>side tab: one short word</comment>
        <translation>Upgrades</translation>
    </message>
    <message>
        <source>Draw log</source>
        <comment>side tab: one short word</comment>
        <translation>Draw log</translation>
    </message>
</context>
<context>
    <name>CatalogueEditorAbout</name>
    <message>
        <source>Id</source>
        <translation>Id</translation>
    </message>
    <message>
        <source>Ruleset</source>
        <translation>Ruleset</translation>
    </message>
    <message>
        <source>Name (Polish)</source>
        <translation>Name (Polish)</translation>
    </message>
    <message>
        <source>Name (English)</source>
        <translation>Name (English)</translation>
    </message>
    <message>
        <source>Nation (id)</source>
        <translation>Nation (id)</translation>
    </message>
    <message>
        <source>Period</source>
        <translation>Period</translation>
    </message>
    <message>
        <source>Nation (Polish)</source>
        <translation>Nation (Polish)</translation>
    </message>
    <message>
        <source>Nation (English)</source>
        <translation>Nation (English)</translation>
    </message>
    <message>
        <source>Author</source>
        <translation>Author</translation>
    </message>
    <message>
        <source>Edition</source>
        <translation>Edition</translation>
    </message>
    <message>
        <source>Demo data (illustrative statistics, not the publisher&apos;s)</source>
        <translation>Demo data (illustrative statistics, not the publisher&apos;s)</translation>
    </message>
    <message>
        <source>Changelog</source>
        <translation>Changelog</translation>
    </message>
    <message>
        <source>Add entry</source>
        <translation>Add entry</translation>
    </message>
</context>
<context>
    <name>CatalogueEditorIssues</name>
    <message>
        <source>Issues — errors: %1, warnings: %2</source>
        <translation>Issues — errors: %1, warnings: %2</translation>
    </message>
    <message>
        <source>Issues</source>
        <translation>Issues</translation>
    </message>
    <message>
        <source>No issues: the catalogue passes every check.</source>
        <translation>No issues: the catalogue passes every check.</translation>
    </message>
</context>
<context>
    <name>CatalogueEditorTable</name>
    <message>
        <source>Add</source>
        <translation>Add</translation>
    </message>
    <message>
        <source>Duplicate</source>
        <translation>Duplicate</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Remove</translation>
    </message>
    <message numerus="yes">
        <source>%n row(s)</source>
        <translation>
            <numerusform>%n row</numerusform>
            <numerusform>%n rows</numerusform>
        </translation>
    </message>
    <message>
        <source>Nothing here yet: add a row, or import a spreadsheet (CSV).</source>
        <translation>Nothing here yet: add a row, or import a spreadsheet (CSV).</translation>
    </message>
</context>
<context>
    <name>CatalogueEditorView</name>
    <message>
        <source>New…</source>
        <translation>New…</translation>
    </message>
    <message>
        <source>Open…</source>
        <translation>Open…</translation>
    </message>
    <message>
        <source>Save a copy</source>
        <translation>Save a copy</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Save</translation>
    </message>
    <message>
        <source>Into your catalogues folder, where the New roster dialog finds it</source>
        <translation>Into your catalogues folder, where the New roster dialog finds it</translation>
    </message>
    <message>
        <source>Save as…</source>
        <translation>Save as…</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Undo</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Redo</translation>
    </message>
    <message>
        <source>Import CSV…</source>
        <translation>Import CSV…</translation>
    </message>
    <message>
        <source>Export…</source>
        <translation>Export…</translation>
    </message>
    <message>
        <source>Import file…</source>
        <translation>Import file…</translation>
    </message>
    <message>
        <source>(template)</source>
        <translation>(template)</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Close</translation>
    </message>
    <message>
        <source>Profiles (%1)</source>
        <translation>Profiles (%1)</translation>
    </message>
    <message>
        <source>Units (%1)</source>
        <translation>Units (%1)</translation>
    </message>
    <message>
        <source>Generals (%1)</source>
        <translation>Generals (%1)</translation>
    </message>
    <message>
        <source>Divisions (%1)</source>
        <translation>Divisions (%1)</translation>
    </message>
    <message>
        <source>Corps (%1)</source>
        <translation>Corps (%1)</translation>
    </message>
    <message>
        <source>About</source>
        <translation>About</translation>
    </message>
    <message>
        <source>Add profile</source>
        <translation>Add profile</translation>
    </message>
    <message>
        <source>Add unit</source>
        <translation>Add unit</translation>
    </message>
    <message>
        <source>Add general</source>
        <translation>Add general</translation>
    </message>
    <message>
        <source>Add division</source>
        <translation>Add division</translation>
    </message>
    <message>
        <source>Add corps</source>
        <translation>Add corps</translation>
    </message>
    <message>
        <source>Start a new catalogue, or open one (a bundled catalogue opens as a template to copy).</source>
        <translation>Start a new catalogue, or open one (a bundled catalogue opens as a template to copy).</translation>
    </message>
    <message>
        <source>New catalogue</source>
        <translation>New catalogue</translation>
    </message>
    <message>
        <source>Id (file name, no spaces)</source>
        <translation>Id (file name, no spaces)</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Bavaria 1809 (club)</source>
        <translation>Bavaria 1809 (club)</translation>
    </message>
    <message>
        <source>Nation (id)</source>
        <translation>Nation (id)</translation>
    </message>
    <message>
        <source>Nation (in words)</source>
        <translation>Nation (in words)</translation>
    </message>
    <message>
        <source>Bavaria</source>
        <translation>Bavaria</translation>
    </message>
    <message>
        <source>Period</source>
        <translation>Period</translation>
    </message>
    <message>
        <source>Ruleset</source>
        <translation>Ruleset</translation>
    </message>
    <message>
        <source>Author</source>
        <translation>Author</translation>
    </message>
    <message>
        <source>Open catalogue</source>
        <translation>Open catalogue</translation>
    </message>
    <message>
        <source>demo</source>
        <translation>demo</translation>
    </message>
    <message>
        <source>From a file…</source>
        <translation>From a file…</translation>
    </message>
    <message>
        <source>Open catalogue file</source>
        <translation>Open catalogue file</translation>
    </message>
    <message>
        <source>Save catalogue as</source>
        <translation>Save catalogue as</translation>
    </message>
    <message>
        <source>Export catalogue (one file to share)</source>
        <translation>Export catalogue (one file to share)</translation>
    </message>
    <message>
        <source>Import a shared catalogue</source>
        <translation>Import a shared catalogue</translation>
    </message>
    <message>
        <source>Your copy %1 replaces the bundled %2 for the app and bwn: rosters made on the bundled one open with your copy.</source>
        <translation>Your copy %1 replaces the bundled %2 for the app and bwn: rosters made on the bundled one open with your copy.</translation>
    </message>
    <message>
        <source>Id &quot;%1&quot; is the bundled %2&apos;s: saving into your catalogues replaces it for the app and bwn. Change the id to keep both.</source>
        <translation>Id &quot;%1&quot; is the bundled %2&apos;s: saving into your catalogues replaces it for the app and bwn. Change the id to keep both.</translation>
    </message>
    <message>
        <source>Change the id</source>
        <translation>Change the id</translation>
    </message>
    <message>
        <source>Remove my copy</source>
        <translation>Remove my copy</translation>
    </message>
    <message>
        <source>Replace the bundled catalogue?</source>
        <translation>Replace the bundled catalogue?</translation>
    </message>
    <message>
        <source>%1 has the id &quot;%2&quot;. Saved into your catalogues, this copy replaces it for the app and bwn, and rosters made on it open with your copy. Change the id to keep both.</source>
        <translation>%1 has the id &quot;%2&quot;. Saved into your catalogues, this copy replaces it for the app and bwn, and rosters made on it open with your copy. Change the id to keep both.</translation>
    </message>
    <message>
        <source>Save and replace</source>
        <translation>Save and replace</translation>
    </message>
    <message>
        <source>your copy, replaces the bundled one</source>
        <translation>your copy, replaces the bundled one</translation>
    </message>
</context>
<context>
    <name>CatalogueEditorWindow</name>
    <message>
        <source>Catalogue editor</source>
        <translation>Catalogue editor</translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation>Unsaved changes</translation>
    </message>
    <message>
        <source>The catalogue has changes that are not saved. Save them to your catalogues?</source>
        <translation>The catalogue has changes that are not saved. Save them to your catalogues?</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Save</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Discard</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancel</translation>
    </message>
</context>
<context>
    <name>CataloguePane</name>
    <message>
        <source>Catalogue</source>
        <translation>Catalogue</translation>
    </message>
    <message>
        <source>Search units (Ctrl+F)</source>
        <translation>Search units (Ctrl+F)</translation>
    </message>
    <message>
        <source>All arms</source>
        <translation>All arms</translation>
    </message>
    <message>
        <source>Infantry</source>
        <translation>Infantry</translation>
    </message>
    <message>
        <source>Cavalry</source>
        <translation>Cavalry</translation>
    </message>
    <message>
        <source>Artillery</source>
        <translation>Artillery</translation>
    </message>
    <message>
        <source>Any class</source>
        <translation>Any class</translation>
    </message>
    <message>
        <source>Any trait</source>
        <translation>Any trait</translation>
    </message>
    <message>
        <source>infantry</source>
        <translation>infantry</translation>
    </message>
    <message>
        <source>cavalry</source>
        <translation>cavalry</translation>
    </message>
    <message>
        <source>artillery</source>
        <translation>artillery</translation>
    </message>
    <message>
        <source>%1 pts</source>
        <translation>%1 pts</translation>
    </message>
    <message>
        <source>%1 · class %2 · %3 bases</source>
        <translation>%1 · class %2 · %3 bases</translation>
    </message>
    <message>
        <source>%1 · %2 bases</source>
        <translation>%1 · %2 bases</translation>
    </message>
    <message>
        <source>in roster %1/%2</source>
        <translation>in roster %1/%2</translation>
    </message>
    <message>
        <source>in roster %1</source>
        <translation>in roster %1</translation>
    </message>
    <message>
        <source>No unit matches.</source>
        <translation>No unit matches.</translation>
    </message>
    <message>
        <source>Add to %1 (Enter)</source>
        <translation>Add to %1 (Enter)</translation>
    </message>
    <message>
        <source>Add a division first</source>
        <translation>Add a division first</translation>
    </message>
    <message>
        <source>Add to the division (Enter)</source>
        <translation>Add to the division (Enter)</translation>
    </message>
</context>
<context>
    <name>CloseAllDialog</name>
    <message>
        <source>Unsaved changes</source>
        <translation>Unsaved changes</translation>
    </message>
    <message>
        <source>These documents have changes that are not saved. Save or discard each, or cancel to go back.</source>
        <translation>These documents have changes that are not saved. Save or discard each, or cancel to go back.</translation>
    </message>
    <message>
        <source>Save all</source>
        <translation>Save all</translation>
    </message>
    <message>
        <source>Discard all</source>
        <translation>Discard all</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancel</translation>
    </message>
</context>
<context>
    <name>CloseAllRow</name>
    <message>
        <source>saved</source>
        <translation>saved</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Save</translation>
    </message>
    <message>
        <source>Save as…</source>
        <translation>Save as…</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Discard</translation>
    </message>
    <message>
        <source>Keep</source>
        <translation>Keep</translation>
    </message>
    <message>
        <source>to be discarded</source>
        <translation>to be discarded</translation>
    </message>
</context>
<context>
    <name>CsvImportDialog</name>
    <message>
        <source>Import from a spreadsheet (CSV)</source>
        <translation>Import from a spreadsheet (CSV)</translation>
    </message>
    <message>
        <source>id</source>
        <translation>id</translation>
    </message>
    <message>
        <source>name</source>
        <translation>name</translation>
    </message>
    <message>
        <source>name (Polish)</source>
        <translation>name (Polish)</translation>
    </message>
    <message>
        <source>name (English)</source>
        <translation>name (English)</translation>
    </message>
    <message>
        <source>cost class</source>
        <translation>cost class</translation>
    </message>
    <message>
        <source>kind</source>
        <translation>kind</translation>
    </message>
    <message>
        <source>move in line</source>
        <translation>move in line</translation>
    </message>
    <message>
        <source>move in column</source>
        <translation>move in column</translation>
    </message>
    <message>
        <source>weapon</source>
        <translation>weapon</translation>
    </message>
    <message>
        <source>weapon (Polish)</source>
        <translation>weapon (Polish)</translation>
    </message>
    <message>
        <source>weapon (English)</source>
        <translation>weapon (English)</translation>
    </message>
    <message>
        <source>range</source>
        <translation>range</translation>
    </message>
    <message>
        <source>WB</source>
        <translation>WB</translation>
    </message>
    <message>
        <source>SO</source>
        <translation>SO</translation>
    </message>
    <message>
        <source>WTR</source>
        <translation>WTR</translation>
    </message>
    <message>
        <source>morale</source>
        <translation>morale</translation>
    </message>
    <message>
        <source>special rules</source>
        <translation>special rules</translation>
    </message>
    <message>
        <source>ammunition</source>
        <translation>ammunition</translation>
    </message>
    <message>
        <source>historical id</source>
        <translation>historical id</translation>
    </message>
    <message>
        <source>profile</source>
        <translation>profile</translation>
    </message>
    <message>
        <source>bases</source>
        <translation>bases</translation>
    </message>
    <message>
        <source>maximum</source>
        <translation>maximum</translation>
    </message>
    <message>
        <source>traits</source>
        <translation>traits</translation>
    </message>
    <message>
        <source>roles</source>
        <translation>roles</translation>
    </message>
    <message>
        <source>pool</source>
        <translation>pool</translation>
    </message>
    <message>
        <source>command</source>
        <translation>command</translation>
    </message>
    <message>
        <source>rules (Polish)</source>
        <translation>rules (Polish)</translation>
    </message>
    <message>
        <source>rules (English)</source>
        <translation>rules (English)</translation>
    </message>
    <message>
        <source>Choose a CSV file</source>
        <translation>Choose a CSV file</translation>
    </message>
    <message>
        <source>Import</source>
        <translation>Import</translation>
    </message>
    <message>
        <source>Profiles</source>
        <translation>Profiles</translation>
    </message>
    <message>
        <source>Units</source>
        <translation>Units</translation>
    </message>
    <message>
        <source>Generals</source>
        <translation>Generals</translation>
    </message>
    <message>
        <source>Choose file…</source>
        <translation>Choose file…</translation>
    </message>
    <message>
        <source>No file chosen</source>
        <translation>No file chosen</translation>
    </message>
    <message numerus="yes">
        <source>Separator: %1 · Encoding: %2 · %n row(s)</source>
        <translation>
            <numerusform>Separator: %1 · Encoding: %2 · %n row</numerusform>
            <numerusform>Separator: %1 · Encoding: %2 · %n rows</numerusform>
        </translation>
    </message>
    <message>
        <source>Columns: which column of the file holds each field (bold: required)</source>
        <translation>Columns: which column of the file holds each field (bold: required)</translation>
    </message>
    <message>
        <source>— none —</source>
        <translation>— none —</translation>
    </message>
    <message>
        <source>Required fields without a column: %1</source>
        <translation>Required fields without a column: %1</translation>
    </message>
    <message>
        <source>%1 of %2 rows cannot be read (marked below); nothing is imported unless you skip them.</source>
        <translation>%1 of %2 rows cannot be read (marked below); nothing is imported unless you skip them.</translation>
    </message>
    <message>
        <source>Line</source>
        <translation>Line</translation>
    </message>
    <message>
        <source>Skip bad rows</source>
        <translation>Skip bad rows</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancel</translation>
    </message>
    <message>
        <source>One column, one field</source>
        <translation>One column, one field</translation>
    </message>
    <message>
        <source>Column &quot;%1&quot; already holds %2. Take it for %3 instead, leaving %2 without a column?</source>
        <translation>Column &quot;%1&quot; already holds %2. Take it for %3 instead, leaving %2 without a column?</translation>
    </message>
    <message>
        <source>The file has no rows below its header: nothing to import.</source>
        <translation>The file has no rows below its header: nothing to import.</translation>
    </message>
    <message numerus="yes">
        <source>Every row reads: %n row(s) will be imported as shown below.</source>
        <translation>
            <numerusform>Every row reads: %n row will be imported as shown below.</numerusform>
            <numerusform>Every row reads: %n rows will be imported as shown below.</numerusform>
        </translation>
    </message>
    <message>
        <source>Choose a CSV file saved by a spreadsheet: comma, semicolon or tab separated, UTF-8, UTF-16 (&quot;Unicode text&quot;) or Windows-1250, decimal commas allowed. The first line names the columns, in Polish or English; ids are made from the names when there is no id column.</source>
        <translation>Choose a CSV file saved by a spreadsheet: comma, semicolon or tab separated, UTF-8, UTF-16 (&quot;Unicode text&quot;) or Windows-1250, decimal commas allowed. The first line names the columns, in Polish or English; ids are made from the names when there is no id column.</translation>
    </message>
    <message numerus="yes">
        <source>Import %n row(s)</source>
        <translation>
            <numerusform>Import %n row</numerusform>
            <numerusform>Import %n rows</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DiceField</name>
    <message>
        <source>Program&apos;s die</source>
        <translation>Program&apos;s die</translation>
    </message>
    <message>
        <source>Ours:</source>
        <translation>Ours:</translation>
    </message>
    <message>
        <source>e.g. 7</source>
        <translation>e.g. 7</translation>
    </message>
</context>
<context>
    <name>DiceLog</name>
    <message>
        <source>Log</source>
        <translation>Log</translation>
    </message>
    <message>
        <source>The players&apos; own dice, typed in</source>
        <translation>The players&apos; own dice, typed in</translation>
    </message>
    <message>
        <source>The program&apos;s dice (from the game&apos;s seed)</source>
        <translation>The program&apos;s dice (from the game&apos;s seed)</translation>
    </message>
</context>
<context>
    <name>DieEntryDialog</name>
    <message>
        <source>What did the die show?</source>
        <translation>What did the die show?</translation>
    </message>
    <message>
        <source>The players&apos; die</source>
        <translation>The players&apos; die</translation>
    </message>
</context>
<context>
    <name>DocumentUnsavedDialog</name>
    <message>
        <source>Unsaved changes</source>
        <translation>Unsaved changes</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Save</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Discard</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancel</translation>
    </message>
    <message>
        <source>&quot;%1&quot; has changes that are not saved. Save them first?</source>
        <translation>&quot;%1&quot; has changes that are not saved. Save them first?</translation>
    </message>
</context>
<context>
    <name>DrawDialog</name>
    <message>
        <source>Draw commanders</source>
        <translation>Draw commanders</translation>
    </message>
    <message>
        <source>Who</source>
        <translation>Who</translation>
    </message>
    <message>
        <source>The whole army: commander-in-chief and every general</source>
        <translation>The whole army: commander-in-chief and every general</translation>
    </message>
    <message>
        <source>Only the general of %1</source>
        <translation>Only the general of %1</translation>
    </message>
    <message>
        <source>Dice</source>
        <translation>Dice</translation>
    </message>
    <message>
        <source>The program rolls, seed:</source>
        <translation>The program rolls, seed:</translation>
    </message>
    <message>
        <source>New seed</source>
        <translation>New seed</translation>
    </message>
    <message>
        <source>We rolled at the table:</source>
        <translation>We rolled at the table:</translation>
    </message>
    <message>
        <source>e.g. 2,5,1,4</source>
        <translation>e.g. 2,5,1,4</translation>
    </message>
    <message>
        <source>The same seed gives the same draw on every computer; the log below names it.</source>
        <translation>The same seed gives the same draw on every computer; the log below names it.</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>Draw</translation>
    </message>
    <message>
        <source>Draw log</source>
        <translation>Draw log</translation>
    </message>
    <message>
        <source>Nothing drawn yet.</source>
        <translation>Nothing drawn yet.</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Close</translation>
    </message>
</context>
<context>
    <name>ErrorBanner</name>
    <message>
        <source>Dismiss</source>
        <translation>Dismiss</translation>
    </message>
</context>
<context>
    <name>GameAreas</name>
    <message>
        <source>Roster builder</source>
        <translation>Roster builder</translation>
    </message>
    <message>
        <source>roster</source>
        <translation>roster</translation>
    </message>
    <message>
        <source>Save roster &amp;as…</source>
        <translation>Save roster &amp;as…</translation>
    </message>
    <message>
        <source>&amp;Close roster</source>
        <translation>&amp;Close roster</translation>
    </message>
    <message>
        <source>&amp;Print sheets…</source>
        <translation>&amp;Print sheets…</translation>
    </message>
    <message>
        <source>Save sheets as P&amp;DF…</source>
        <translation>Save sheets as P&amp;DF…</translation>
    </message>
    <message>
        <source>New roster…</source>
        <translation>New roster…</translation>
    </message>
    <message>
        <source>Battle planner</source>
        <translation>Battle planner</translation>
    </message>
    <message>
        <source>battle plan</source>
        <translation>battle plan</translation>
    </message>
    <message>
        <source>Save battle plan &amp;as…</source>
        <translation>Save battle plan &amp;as…</translation>
    </message>
    <message>
        <source>&amp;Close battle plan</source>
        <translation>&amp;Close battle plan</translation>
    </message>
    <message>
        <source>&amp;Export map…</source>
        <translation>&amp;Export map…</translation>
    </message>
    <message>
        <source>Battle planner…</source>
        <translation>Battle planner…</translation>
    </message>
    <message>
        <source>New battle plan…</source>
        <translation>New battle plan…</translation>
    </message>
    <message>
        <source>B19 patrol phase (Gettysburg demo)</source>
        <translation>B19 patrol phase (Gettysburg demo)</translation>
    </message>
    <message>
        <source>Krwawe Stepy Krymu 1854</source>
        <translation>Krwawe Stepy Krymu 1854</translation>
    </message>
    <message>
        <source>Krwawe Stepy Krymu game</source>
        <translation>Krwawe Stepy Krymu game</translation>
    </message>
    <message>
        <source>Save Krwawe Stepy Krymu game &amp;as…</source>
        <translation>Save Krwawe Stepy Krymu game &amp;as…</translation>
    </message>
    <message>
        <source>&amp;Close Krwawe Stepy Krymu game</source>
        <translation>&amp;Close Krwawe Stepy Krymu game</translation>
    </message>
    <message>
        <source>&amp;Print diagrams…</source>
        <translation>&amp;Print diagrams…</translation>
    </message>
    <message>
        <source>Diagrams as P&amp;DF…</source>
        <translation>Diagrams as P&amp;DF…</translation>
    </message>
    <message>
        <source>Krwawe Stepy Krymu 1854…</source>
        <translation>Krwawe Stepy Krymu 1854…</translation>
    </message>
    <message>
        <source>New Krwawe Stepy Krymu game (the Alma)</source>
        <translation>New Krwawe Stepy Krymu game (the Alma)</translation>
    </message>
    <message>
        <source>Maciejowice 1794</source>
        <translation>Maciejowice 1794</translation>
    </message>
    <message>
        <source>Maciejowice game</source>
        <translation>Maciejowice game</translation>
    </message>
    <message>
        <source>Save Maciejowice game &amp;as…</source>
        <translation>Save Maciejowice game &amp;as…</translation>
    </message>
    <message>
        <source>&amp;Close Maciejowice game</source>
        <translation>&amp;Close Maciejowice game</translation>
    </message>
    <message>
        <source>&amp;Print schedule…</source>
        <translation>&amp;Print schedule…</translation>
    </message>
    <message>
        <source>Schedule as P&amp;DF…</source>
        <translation>Schedule as P&amp;DF…</translation>
    </message>
    <message>
        <source>Maciejowice 1794…</source>
        <translation>Maciejowice 1794…</translation>
    </message>
    <message>
        <source>New Maciejowice game…</source>
        <translation>New Maciejowice game…</translation>
    </message>
</context>
<context>
    <name>GeneralCard</name>
    <message>
        <source>Commander-in-chief</source>
        <translation>Commander-in-chief</translation>
    </message>
    <message>
        <source>Command</source>
        <translation>Command</translation>
    </message>
    <message>
        <source>Character</source>
        <translation>Character</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Points</translation>
    </message>
    <message>
        <source>Rules: %1</source>
        <translation>Rules: %1</translation>
    </message>
</context>
<context>
    <name>HandOverScreen</name>
    <message>
        <source>Pass the computer to: %1</source>
        <translation>Pass the computer to: %1</translation>
    </message>
    <message>
        <source>The other player looks away: what comes next is secret.</source>
        <translation>The other player looks away: what comes next is secret.</translation>
    </message>
    <message>
        <source>I am %1: show my screen</source>
        <translation>I am %1: show my screen</translation>
    </message>
</context>
<context>
    <name>HomeView</name>
    <message>
        <source>Sztab</source>
        <translation>Sztab</translation>
    </message>
    <message>
        <source>Army lists for Bogowie wojny – Napoleon</source>
        <translation>Army lists for Bogowie wojny – Napoleon</translation>
    </message>
    <message>
        <source>New roster…</source>
        <translation>New roster…</translation>
    </message>
    <message>
        <source>Open…</source>
        <translation>Open…</translation>
    </message>
    <message>
        <source>Recover</source>
        <translation>Recover</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Discard</translation>
    </message>
    <message>
        <source>%1 pts</source>
        <translation>%1 pts</translation>
    </message>
    <message>
        <source>legal</source>
        <translation>legal</translation>
    </message>
    <message>
        <source>not legal</source>
        <translation>not legal</translation>
    </message>
    <message>
        <source>1. New roster (Ctrl+N): choose the nation and the 32+8 format.</source>
        <translation>1. New roster (Ctrl+N): choose the nation and the 32+8 format.</translation>
    </message>
    <message>
        <source>2. Add a division, then units from the catalogue: Enter, the button or drag and drop.</source>
        <translation>2. Add a division, then units from the catalogue: Enter, the button or drag and drop.</translation>
    </message>
    <message>
        <source>3. Watch the totals and the issues: click an issue to go to its entry.</source>
        <translation>3. Watch the totals and the issues: click an issue to go to its entry.</translation>
    </message>
    <message>
        <source>4. Draw the commanders (Ctrl+G), save (Ctrl+S) and copy the list as text for the forum.</source>
        <translation>4. Draw the commanders (Ctrl+G), save (Ctrl+S) and copy the list as text for the forum.</translation>
    </message>
    <message>
        <source>Catalogues…</source>
        <translation>Catalogues…</translation>
    </message>
    <message>
        <source>missing</source>
        <translation>missing</translation>
    </message>
    <message>
        <source>cannot open</source>
        <translation>cannot open</translation>
    </message>
    <message>
        <source>Unsaved work from an earlier session</source>
        <translation>Unsaved work from an earlier session</translation>
    </message>
    <message>
        <source>Recent files</source>
        <translation>Recent files</translation>
    </message>
    <message>
        <source>stage %1</source>
        <translation>stage %1</translation>
    </message>
    <message>
        <source>No recent files yet. Start with &quot;New roster…&quot; (Ctrl+N) or open a .bwroster file (Ctrl+O); saved games are listed here too.</source>
        <translation>No recent files yet. Start with &quot;New roster…&quot; (Ctrl+N) or open a .bwroster file (Ctrl+O); saved games are listed here too.</translation>
    </message>
    <message>
        <source>%1: %2 (autosaved %3)</source>
        <translation>%1: %2 (autosaved %3)</translation>
    </message>
</context>
<context>
    <name>IssuePanel</name>
    <message>
        <source>Issues — errors: %1, warnings: %2</source>
        <translation>Issues — errors: %1, warnings: %2</translation>
    </message>
    <message>
        <source>Issues</source>
        <translation>Issues</translation>
    </message>
    <message>
        <source>No issues: the roster follows the rules.</source>
        <translation>No issues: the roster follows the rules.</translation>
    </message>
</context>
<context>
    <name>KskDiagramCard</name>
    <message>
        <source>activated</source>
        <translation>activated</translation>
    </message>
    <message>
        <source>Axis: %1</source>
        <translation>Axis: %1</translation>
    </message>
    <message>
        <source>Distance: %1 hexes</source>
        <translation>Distance: %1 hexes</translation>
    </message>
    <message>
        <source>Hex: %1</source>
        <translation>Hex: %1</translation>
    </message>
    <message>
        <source>Change order…</source>
        <translation>Change order…</translation>
    </message>
    <message>
        <source>Move…</source>
        <translation>Move…</translation>
    </message>
    <message>
        <source>Units disordered or broken (III.31)</source>
        <translation>Units disordered or broken (III.31)</translation>
    </message>
    <message>
        <source>of %1</source>
        <translation>of %1</translation>
    </message>
    <message>
        <source>Set</source>
        <translation>Set</translation>
    </message>
    <message>
        <source>Defence now (III.31)</source>
        <translation>Defence now (III.31)</translation>
    </message>
</context>
<context>
    <name>KskInterceptDialog</name>
    <message>
        <source>Courier %1 of side %2 at hex %3: intercepted?</source>
        <translation>Courier %1 of side %2 at hex %3: intercepted?</translation>
    </message>
    <message>
        <source>On a miss he gives way to hex</source>
        <translation>On a miss he gives way to hex</translation>
    </message>
    <message>
        <source>optional</source>
        <translation>optional</translation>
    </message>
    <message>
        <source>Roll</source>
        <translation>Roll</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Close</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancel</translation>
    </message>
</context>
<context>
    <name>KskMoveDialog</name>
    <message>
        <source>Move %1</source>
        <translation>Move %1</translation>
    </message>
    <message>
        <source>New hex</source>
        <translation>New hex</translation>
    </message>
    <message>
        <source>e.g. 0412</source>
        <translation>e.g. 0412</translation>
    </message>
    <message>
        <source>Every hex was gained along the axis</source>
        <translation>Every hex was gained along the axis</translation>
    </message>
    <message>
        <source>Hexes gained (III.27)</source>
        <translation>Hexes gained (III.27)</translation>
    </message>
</context>
<context>
    <name>KskOrderDialog</name>
    <message>
        <source>New order for %1</source>
        <translation>New order for %1</translation>
    </message>
    <message>
        <source>Order</source>
        <translation>Order</translation>
    </message>
    <message>
        <source>A — Attack</source>
        <translation>A — Attack</translation>
    </message>
    <message>
        <source>O — Defence</source>
        <translation>O — Defence</translation>
    </message>
    <message>
        <source>MF — Forced march</source>
        <translation>MF — Forced march</translation>
    </message>
    <message>
        <source>Distance (III.22)</source>
        <translation>Distance (III.22)</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Note</translation>
    </message>
    <message>
        <source>your own words (secret)</source>
        <translation>your own words (secret)</translation>
    </message>
    <message>
        <source>How the order goes</source>
        <translation>How the order goes</translation>
    </message>
    <message>
        <source>Axis %1: click to choose</source>
        <translation>Axis %1: click to choose</translation>
    </message>
    <message>
        <source>Axis (III.20–21): click its wedge</source>
        <translation>Axis (III.20–21): click its wedge</translation>
    </message>
</context>
<context>
    <name>KskScenarioEditorView</name>
    <message>
        <source>Save the scenario as</source>
        <translation>Save the scenario as</translation>
    </message>
    <message>
        <source>Open a Krwawe Stepy Krymu scenario</source>
        <translation>Open a Krwawe Stepy Krymu scenario</translation>
    </message>
    <message>
        <source>New (blank)</source>
        <translation>New (blank)</translation>
    </message>
    <message>
        <source>Copy of the demo</source>
        <translation>Copy of the demo</translation>
    </message>
    <message>
        <source>Open…</source>
        <translation>Open…</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Save</translation>
    </message>
    <message>
        <source>Save as…</source>
        <translation>Save as…</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Undo</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Redo</translation>
    </message>
    <message>
        <source>Start a game from this scenario</source>
        <translation>Start a game from this scenario</translation>
    </message>
    <message>
        <source>Mend the issues first.</source>
        <translation>Mend the issues first.</translation>
    </message>
    <message>
        <source>Saves the scenario and starts a new game from it in the KSK view.</source>
        <translation>Saves the scenario and starts a new game from it in the KSK view.</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Close</translation>
    </message>
    <message>
        <source>Krwawe Stepy Krymu 1854: scenario editor</source>
        <translation>Krwawe Stepy Krymu 1854: scenario editor</translation>
    </message>
    <message>
        <source>Type in a scenario from the booklet or your own: sides, commanders, divisions and brigades, the map grid.</source>
        <translation>Type in a scenario from the booklet or your own: sides, commanders, divisions and brigades, the map grid.</translation>
    </message>
    <message>
        <source>New blank scenario</source>
        <translation>New blank scenario</translation>
    </message>
    <message>
        <source>Start from a copy of the demo</source>
        <translation>Start from a copy of the demo</translation>
    </message>
    <message>
        <source>Open a scenario file…</source>
        <translation>Open a scenario file…</translation>
    </message>
    <message>
        <source>Scenario</source>
        <translation>Scenario</translation>
    </message>
    <message>
        <source>Id</source>
        <translation>Id</translation>
    </message>
    <message>
        <source>Name (pl)</source>
        <translation>Name (pl)</translation>
    </message>
    <message>
        <source>Name (en)</source>
        <translation>Name (en)</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Date</translation>
    </message>
    <message>
        <source>Stages</source>
        <translation>Stages</translation>
    </message>
    <message>
        <source>Hexes</source>
        <translation>Hexes</translation>
    </message>
    <message>
        <source>flat-topped</source>
        <translation>flat-topped</translation>
    </message>
    <message>
        <source>pointy-topped</source>
        <translation>pointy-topped</translation>
    </message>
    <message>
        <source>Shifted</source>
        <translation>Shifted</translation>
    </message>
    <message>
        <source>odd columns/rows</source>
        <translation>odd columns/rows</translation>
    </message>
    <message>
        <source>even columns/rows</source>
        <translation>even columns/rows</translation>
    </message>
    <message>
        <source>Digits</source>
        <translation>Digits</translation>
    </message>
    <message>
        <source>Columns</source>
        <translation>Columns</translation>
    </message>
    <message>
        <source>Rows</source>
        <translation>Rows</translation>
    </message>
    <message>
        <source>First column</source>
        <translation>First column</translation>
    </message>
    <message>
        <source>First row</source>
        <translation>First row</translation>
    </message>
    <message>
        <source>Side A (pl)</source>
        <translation>Side A (pl)</translation>
    </message>
    <message>
        <source>Side A (en)</source>
        <translation>Side A (en)</translation>
    </message>
    <message>
        <source>Couriers A</source>
        <translation>Couriers A</translation>
    </message>
    <message>
        <source>Initiative A</source>
        <translation>Initiative A</translation>
    </message>
    <message>
        <source>Side B (pl)</source>
        <translation>Side B (pl)</translation>
    </message>
    <message>
        <source>Side B (en)</source>
        <translation>Side B (en)</translation>
    </message>
    <message>
        <source>Couriers B</source>
        <translation>Couriers B</translation>
    </message>
    <message>
        <source>Initiative B</source>
        <translation>Initiative B</translation>
    </message>
    <message>
        <source>Note (pl)</source>
        <translation>Note (pl)</translation>
    </message>
    <message>
        <source>Note (en)</source>
        <translation>Note (en)</translation>
    </message>
    <message>
        <source>Commanders (%1)</source>
        <translation>Commanders (%1)</translation>
    </message>
    <message>
        <source>Divisions and independent brigades (%1)</source>
        <translation>Divisions and independent brigades (%1)</translation>
    </message>
    <message>
        <source>Brigades (%1)</source>
        <translation>Brigades (%1)</translation>
    </message>
    <message>
        <source>No issues: a game can start from this scenario.</source>
        <translation>No issues: a game can start from this scenario.</translation>
    </message>
    <message numerus="yes">
        <source>%n issue(s)</source>
        <translation>
            <numerusform>%n issue</numerusform>
            <numerusform>%n issues</numerusform>
        </translation>
    </message>
    <message>
        <source>Rules&apos; numbers</source>
        <translation>Rules&apos; numbers</translation>
    </message>
    <message>
        <source>The rulebook&apos;s numbers: change one only where the scenario&apos;s own rules say so (KSK II.16).</source>
        <translation>The rulebook&apos;s numbers: change one only where the scenario&apos;s own rules say so (KSK II.16).</translation>
    </message>
</context>
<context>
    <name>KskScenarioEditorWindow</name>
    <message>
        <source>KSK scenario editor</source>
        <translation>KSK scenario editor</translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation>Unsaved changes</translation>
    </message>
    <message>
        <source>The scenario has changes that are not saved. Save them?</source>
        <translation>The scenario has changes that are not saved. Save them?</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Save</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Discard</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancel</translation>
    </message>
</context>
<context>
    <name>KskScenarioTable</name>
    <message>
        <source>(commander-in-chief)</source>
        <translation>(commander-in-chief)</translation>
    </message>
    <message>
        <source>Add for side %1</source>
        <translation>Add for side %1</translation>
    </message>
    <message>
        <source>To formation:</source>
        <translation>To formation:</translation>
    </message>
    <message>
        <source>Add brigade</source>
        <translation>Add brigade</translation>
    </message>
    <message>
        <source>Delete row</source>
        <translation>Delete row</translation>
    </message>
    <message numerus="yes">
        <source>%n row(s)</source>
        <translation>
            <numerusform>%n row</numerusform>
            <numerusform>%n rows</numerusform>
        </translation>
    </message>
    <message>
        <source>No brigades yet: pick a formation and add one.</source>
        <translation>No brigades yet: pick a formation and add one.</translation>
    </message>
    <message>
        <source>Nothing here yet: add a row for side A or B.</source>
        <translation>Nothing here yet: add a row for side A or B.</translation>
    </message>
</context>
<context>
    <name>KskSidePanel</name>
    <message>
        <source>Due this stage</source>
        <translation>Due this stage</translation>
    </message>
    <message>
        <source>Nothing due.</source>
        <translation>Nothing due.</translation>
    </message>
    <message>
        <source>Commanders</source>
        <translation>Commanders</translation>
    </message>
    <message>
        <source>%1 (%2), hex %3</source>
        <translation>%1 (%2), hex %3</translation>
    </message>
    <message>
        <source>Move…</source>
        <translation>Move…</translation>
    </message>
    <message>
        <source>Couriers</source>
        <translation>Couriers</translation>
    </message>
    <message>
        <source>Log</source>
        <translation>Log</translation>
    </message>
    <message>
        <source>Couriers on the map</source>
        <translation>Couriers on the map</translation>
    </message>
    <message>
        <source>Intercepted?</source>
        <translation>Intercepted?</translation>
    </message>
</context>
<context>
    <name>KskStagePanel</name>
    <message>
        <source>Stage %1 of %2</source>
        <translation>Stage %1 of %2</translation>
    </message>
    <message>
        <source>Cup %1</source>
        <translation>Cup %1</translation>
    </message>
    <message>
        <source>%1 active</source>
        <translation>%1 active</translation>
    </message>
    <message>
        <source>%1 blank</source>
        <translation>%1 blank</translation>
    </message>
    <message>
        <source>Spend a courier: −1 to the roll (II.11)</source>
        <translation>Spend a courier: −1 to the roll (II.11)</translation>
    </message>
</context>
<context>
    <name>KskView</name>
    <message>
        <source>← Home</source>
        <translation>← Home</translation>
    </message>
    <message>
        <source>New (Alma demo)</source>
        <translation>New (Alma demo)</translation>
    </message>
    <message>
        <source>From scenario…</source>
        <translation>From scenario…</translation>
    </message>
    <message>
        <source>Open…</source>
        <translation>Open…</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Save</translation>
    </message>
    <message>
        <source>Save as…</source>
        <translation>Save as…</translation>
    </message>
    <message>
        <source>Print…</source>
        <translation>Print…</translation>
    </message>
    <message>
        <source>Print diagrams…</source>
        <translation>Print diagrams…</translation>
    </message>
    <message>
        <source>Diagrams as PDF…</source>
        <translation>Diagrams as PDF…</translation>
    </message>
    <message>
        <source>Blank diagrams…</source>
        <translation>Blank diagrams…</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Undo</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Redo</translation>
    </message>
    <message>
        <source>Hand over to %1</source>
        <translation>Hand over to %1</translation>
    </message>
    <message>
        <source>Hides these orders and asks %1 to take the seat.</source>
        <translation>Hides these orders and asks %1 to take the seat.</translation>
    </message>
    <message>
        <source>Nobody&apos;s orders shown</source>
        <translation>Nobody&apos;s orders shown</translation>
    </message>
    <message>
        <source>Orders of %1</source>
        <translation>Orders of %1</translation>
    </message>
    <message>
        <source>Krwawe Stepy Krymu 1854</source>
        <translation>Krwawe Stepy Krymu 1854</translation>
    </message>
    <message>
        <source>Command diagrams, couriers and the activation cups beside the map.</source>
        <translation>Command diagrams, couriers and the activation cups beside the map.</translation>
    </message>
    <message>
        <source>New game: the Alma (demo)</source>
        <translation>New game: the Alma (demo)</translation>
    </message>
    <message>
        <source>New game from a scenario file…</source>
        <translation>New game from a scenario file…</translation>
    </message>
    <message>
        <source>Open a game…</source>
        <translation>Open a game…</translation>
    </message>
    <message>
        <source>Open a Krwawe Stepy Krymu game</source>
        <translation>Open a Krwawe Stepy Krymu game</translation>
    </message>
    <message>
        <source>Start a game from a scenario</source>
        <translation>Start a game from a scenario</translation>
    </message>
    <message>
        <source>Save the game as</source>
        <translation>Save the game as</translation>
    </message>
    <message>
        <source>Command diagrams of %1 as PDF</source>
        <translation>Command diagrams of %1 as PDF</translation>
    </message>
    <message>
        <source>Blank command diagrams as PDF</source>
        <translation>Blank command diagrams as PDF</translation>
    </message>
    <message>
        <source>command diagrams</source>
        <translation>command diagrams</translation>
    </message>
    <message>
        <source>Save the game</source>
        <translation>Save the game</translation>
    </message>
    <message>
        <source>Game ▾</source>
        <translation>Game ▾</translation>
    </message>
    <message>
        <source>Scenario editor…</source>
        <translation>Scenario editor…</translation>
    </message>
    <message>
        <source>Orders, diagrams and couriers&apos; messages stay hidden until %1 clicks below. The other player looks away.</source>
        <translation>Orders, diagrams and couriers&apos; messages stay hidden until %1 clicks below. The other player looks away.</translation>
    </message>
</context>
<context>
    <name>Labels</name>
    <message>
        <source>regular</source>
        <translation>regular</translation>
    </message>
    <message>
        <source>veteran</source>
        <translation>veteran</translation>
    </message>
    <message>
        <source>elite</source>
        <translation>elite</translation>
    </message>
    <message>
        <source>infantry</source>
        <translation>infantry</translation>
    </message>
    <message>
        <source>cavalry</source>
        <translation>cavalry</translation>
    </message>
    <message>
        <source>artillery</source>
        <translation>artillery</translation>
    </message>
    <message>
        <source>mixed</source>
        <translation>mixed</translation>
    </message>
    <message>
        <source>error</source>
        <translation>error</translation>
    </message>
    <message>
        <source>warning</source>
        <translation>warning</translation>
    </message>
    <message>
        <source>guard</source>
        <translation>guard</translation>
    </message>
    <message>
        <source>irregular cavalry</source>
        <translation>irregular cavalry</translation>
    </message>
    <message>
        <source>light cavalry</source>
        <translation>light cavalry</translation>
    </message>
    <message>
        <source>light infantry</source>
        <translation>light infantry</translation>
    </message>
    <message>
        <source>may gain elite</source>
        <translation>may gain elite</translation>
    </message>
    <message>
        <source>militia</source>
        <translation>militia</translation>
    </message>
    <message>
        <source>regimental artillery</source>
        <translation>regimental artillery</translation>
    </message>
    <message>
        <source>Led by its corps commander%1; a general of its own is optional (Ctrl+G)</source>
        <translation>Led by its corps commander%1; a general of its own is optional (Ctrl+G)</translation>
    </message>
    <message>
        <source>Led by the commander-in-chief%1; a general of its own is optional (Ctrl+G)</source>
        <translation>Led by the commander-in-chief%1; a general of its own is optional (Ctrl+G)</translation>
    </message>
    <message>
        <source>No commander yet: draw one (Ctrl+G)</source>
        <translation>No commander yet: draw one (Ctrl+G)</translation>
    </message>
</context>
<context>
    <name>MacCommandersPane</name>
    <message>
        <source>Artillery fire on %1&apos;s hex: at what distance, in hexes?</source>
        <translation>Artillery fire on %1&apos;s hex: at what distance, in hexes?</translation>
    </message>
    <message>
        <source>Leader-casualty roll for %1</source>
        <translation>Leader-casualty roll for %1</translation>
    </message>
    <message>
        <source>Polish commanders</source>
        <translation>Polish commanders</translation>
    </message>
    <message>
        <source>Russian commanders</source>
        <translation>Russian commanders</translation>
    </message>
    <message>
        <source>Casualty roll: musket fire in the 4–5 row (4.6.1)</source>
        <translation>Casualty roll: musket fire in the 4–5 row (4.6.1)</translation>
    </message>
    <message>
        <source>Casualty roll: musket fire in the 6+ row (4.6.1)</source>
        <translation>Casualty roll: musket fire in the 6+ row (4.6.1)</translation>
    </message>
    <message>
        <source>Casualty roll: artillery fire… (4.6.2)</source>
        <translation>Casualty roll: artillery fire… (4.6.2)</translation>
    </message>
    <message>
        <source>Casualty roll: a 9 in melee (4.6.3)</source>
        <translation>Casualty roll: a 9 in melee (4.6.3)</translation>
    </message>
    <message>
        <source>Lost: all his units eliminated (4.6)</source>
        <translation>Lost: all his units eliminated (4.6)</translation>
    </message>
    <message>
        <source>Lost: the unit he stood with destroyed (4.6)</source>
        <translation>Lost: the unit he stood with destroyed (4.6)</translation>
    </message>
</context>
<context>
    <name>MacCupPane</name>
    <message>
        <source>The battle is over</source>
        <translation>The battle is over</translation>
    </message>
    <message>
        <source>Stage %1 · Turn %2: %3</source>
        <translation>Stage %1 · Turn %2: %3</translation>
    </message>
    <message>
        <source>the pool is made</source>
        <translation>the pool is made</translation>
    </message>
    <message>
        <source>chits are drawn</source>
        <translation>chits are drawn</translation>
    </message>
    <message>
        <source>victory check</source>
        <translation>victory check</translation>
    </message>
    <message numerus="yes">
        <source>Your secret choice: any %n commander(s)</source>
        <translation>
            <numerusform>Your secret choice: any %n commander</numerusform>
            <numerusform>Your secret choice: any %n commanders</numerusform>
        </translation>
    </message>
    <message>
        <source>Put them in the cup (secret)</source>
        <translation>Put them in the cup (secret)</translation>
    </message>
    <message>
        <source>%1 chooses next, in secret: hand the computer over.</source>
        <translation>%1 chooses next, in secret: hand the computer over.</translation>
    </message>
    <message>
        <source>Put the pool into the cup</source>
        <translation>Put the pool into the cup</translation>
    </message>
    <message numerus="yes">
        <source>Draw a chit (%n left in the cup)</source>
        <translation>
            <numerusform>Draw a chit (%n left in the cup)</numerusform>
            <numerusform>Draw a chit (%n left in the cup)</numerusform>
        </translation>
    </message>
    <message>
        <source>Your own draw: roll or count out the chit, a number from 1 to %1</source>
        <translation>Your own draw: roll or count out the chit, a number from 1 to %1</translation>
    </message>
    <message>
        <source>Drawn: %1</source>
        <translation>Drawn: %1</translation>
    </message>
    <message>
        <source>Activate %1</source>
        <translation>Activate %1</translation>
    </message>
    <message>
        <source>Turn 3: check victory and go to stage %1</source>
        <translation>Turn 3: check victory and go to stage %1</translation>
    </message>
</context>
<context>
    <name>MacNewGameDialog</name>
    <message>
        <source>New game: Maciejowice 1794</source>
        <translation>New game: Maciejowice 1794</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Start</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancel</translation>
    </message>
    <message>
        <source>Dice</source>
        <translation>Dice</translation>
    </message>
    <message>
        <source>The program&apos;s die (from a seed: every roll shown and logged)</source>
        <translation>The program&apos;s die (from a seed: every roll shown and logged)</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>Seed</translation>
    </message>
    <message>
        <source>Our own dice: we type in every roll, including which chit came out of the cup</source>
        <translation>Our own dice: we type in every roll, including which chit came out of the cup</translation>
    </message>
    <message>
        <source>Victory</source>
        <translation>Victory</translation>
    </message>
    <message>
        <source>Automatic victory at (MAC 12.4)</source>
        <translation>Automatic victory at (MAC 12.4)</translation>
    </message>
    <message>
        <source>victory points</source>
        <translation>victory points</translation>
    </message>
</context>
<context>
    <name>MacPoninskiPane</name>
    <message>
        <source>General Poniński</source>
        <translation>General Poniński</translation>
    </message>
    <message>
        <source>Roll</source>
        <translation>Roll</translation>
    </message>
    <message>
        <source>Hold him back a stage (13.0c)</source>
        <translation>Hold him back a stage (13.0c)</translation>
    </message>
</context>
<context>
    <name>MacVictoryPane</name>
    <message>
        <source>PL</source>
        <translation>PL</translation>
    </message>
    <message>
        <source>RU</source>
        <translation>RU</translation>
    </message>
    <message>
        <source>Polish side scores:</source>
        <translation>Polish side scores:</translation>
    </message>
    <message>
        <source>Russian side scores:</source>
        <translation>Russian side scores:</translation>
    </message>
    <message>
        <source>White stars of a taken battery:</source>
        <translation>White stars of a taken battery:</translation>
    </message>
</context>
<context>
    <name>MacView</name>
    <message>
        <source>the Polish player</source>
        <translation>the Polish player</translation>
    </message>
    <message>
        <source>the Russian player</source>
        <translation>the Russian player</translation>
    </message>
    <message>
        <source>both players</source>
        <translation>both players</translation>
    </message>
    <message>
        <source>← Home</source>
        <translation>← Home</translation>
    </message>
    <message>
        <source>New game…</source>
        <translation>New game…</translation>
    </message>
    <message>
        <source>Open…</source>
        <translation>Open…</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Save</translation>
    </message>
    <message>
        <source>Save as…</source>
        <translation>Save as…</translation>
    </message>
    <message>
        <source>Print…</source>
        <translation>Print…</translation>
    </message>
    <message>
        <source>PDF…</source>
        <translation>PDF…</translation>
    </message>
    <message>
        <source>with the log</source>
        <translation>with the log</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Undo</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Redo</translation>
    </message>
    <message>
        <source>Our own dice</source>
        <translation>Our own dice</translation>
    </message>
    <message>
        <source>Screen: Polish player</source>
        <translation>Screen: Polish player</translation>
    </message>
    <message>
        <source>Screen: Russian player</source>
        <translation>Screen: Russian player</translation>
    </message>
    <message>
        <source>Screen: the table (no secrets)</source>
        <translation>Screen: the table (no secrets)</translation>
    </message>
    <message>
        <source>Hand over to the Russian player</source>
        <translation>Hand over to the Russian player</translation>
    </message>
    <message>
        <source>Hand over to the Polish player</source>
        <translation>Hand over to the Polish player</translation>
    </message>
    <message>
        <source>Maciejowice 1794</source>
        <translation>Maciejowice 1794</translation>
    </message>
    <message>
        <source>The program is the cup of commanders&apos; chits, the stage track with General Poniński&apos;s marker and the victory track; the battle itself is played on the map.</source>
        <translation>The program is the cup of commanders&apos; chits, the stage track with General Poniński&apos;s marker and the victory track; the battle itself is played on the map.</translation>
    </message>
    <message>
        <source>Open game…</source>
        <translation>Open game…</translation>
    </message>
    <message>
        <source>Print the blank schedule (PDF)…</source>
        <translation>Print the blank schedule (PDF)…</translation>
    </message>
    <message>
        <source>Log of draws and rolls</source>
        <translation>Log of draws and rolls</translation>
    </message>
    <message>
        <source>A number</source>
        <translation>A number</translation>
    </message>
    <message>
        <source>Open a Maciejowice game</source>
        <translation>Open a Maciejowice game</translation>
    </message>
    <message>
        <source>Maciejowice schedule</source>
        <translation>Maciejowice schedule</translation>
    </message>
    <message>
        <source>Save the schedule as PDF</source>
        <translation>Save the schedule as PDF</translation>
    </message>
    <message>
        <source>Save the game</source>
        <translation>Save the game</translation>
    </message>
</context>
<context>
    <name>Main</name>
    <message>
        <source>Sztab</source>
        <translation>Sztab</translation>
    </message>
    <message>
        <source>The roster is on the clipboard as text, ready for a forum post.</source>
        <translation>The roster is on the clipboard as text, ready for a forum post.</translation>
    </message>
    <message>
        <source>&amp;New roster…</source>
        <translation>&amp;New roster…</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Open…</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Save</translation>
    </message>
    <message>
        <source>Save &amp;as…</source>
        <translation>Save &amp;as…</translation>
    </message>
    <message>
        <source>&amp;Import JSON…</source>
        <translation>&amp;Import JSON…</translation>
    </message>
    <message>
        <source>&amp;Export JSON…</source>
        <translation>&amp;Export JSON…</translation>
    </message>
    <message>
        <source>Copy as &amp;text (forum post)</source>
        <translation>Copy as &amp;text (forum post)</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Quit</translation>
    </message>
    <message>
        <source>&amp;Undo %1</source>
        <translation>&amp;Undo %1</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Undo</translation>
    </message>
    <message>
        <source>&amp;Redo %1</source>
        <translation>&amp;Redo %1</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Redo</translation>
    </message>
    <message>
        <source>&amp;Find unit</source>
        <translation>&amp;Find unit</translation>
    </message>
    <message>
        <source>&amp;Draw commanders…</source>
        <translation>&amp;Draw commanders…</translation>
    </message>
    <message>
        <source>&amp;Settings…</source>
        <translation>&amp;Settings…</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;File</translation>
    </message>
    <message>
        <source>Open &amp;recent</source>
        <translation>Open &amp;recent</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Edit</translation>
    </message>
    <message>
        <source>&amp;Roster</source>
        <translation>&amp;Roster</translation>
    </message>
    <message>
        <source>Add &amp;infantry division</source>
        <translation>Add &amp;infantry division</translation>
    </message>
    <message>
        <source>Add &amp;cavalry division</source>
        <translation>Add &amp;cavalry division</translation>
    </message>
    <message>
        <source>&amp;Settings</source>
        <translation>&amp;Settings</translation>
    </message>
    <message>
        <source>Sheets saved as PDF.</source>
        <translation>Sheets saved as PDF.</translation>
    </message>
    <message>
        <source>Catalo&amp;gue editor…</source>
        <translation>Catalo&amp;gue editor…</translation>
    </message>
    <message>
        <source>Open a Sztab file</source>
        <translation>Open a Sztab file</translation>
    </message>
    <message>
        <source>catalogue</source>
        <translation>catalogue</translation>
    </message>
    <message>
        <source>&amp;Home</source>
        <translation>&amp;Home</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Close</translation>
    </message>
    <message>
        <source>&amp;Print…</source>
        <translation>&amp;Print…</translation>
    </message>
    <message>
        <source>E&amp;xport…</source>
        <translation>E&amp;xport…</translation>
    </message>
    <message>
        <source>&amp;New</source>
        <translation>&amp;New</translation>
    </message>
    <message>
        <source>&amp;Window</source>
        <translation>&amp;Window</translation>
    </message>
    <message>
        <source>&amp;Documents</source>
        <translation>&amp;Documents</translation>
    </message>
    <message>
        <source>&amp;Areas</source>
        <translation>&amp;Areas</translation>
    </message>
</context>
<context>
    <name>NewRosterDialog</name>
    <message>
        <source>New roster</source>
        <translation>New roster</translation>
    </message>
    <message>
        <source>Create</source>
        <translation>Create</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>e.g. VIII Corps, Leipzig tournament</source>
        <translation>e.g. VIII Corps, Leipzig tournament</translation>
    </message>
    <message>
        <source>Ruleset</source>
        <translation>Ruleset</translation>
    </message>
    <message>
        <source>Format</source>
        <translation>Format</translation>
    </message>
    <message>
        <source>%1 (units %2 + upgrades %3, at most %4 bases)</source>
        <translation>%1 (units %2 + upgrades %3, at most %4 bases)</translation>
    </message>
    <message>
        <source>Custom limits agreed by the players</source>
        <translation>Custom limits agreed by the players</translation>
    </message>
    <message>
        <source>Limits</source>
        <translation>Limits</translation>
    </message>
    <message>
        <source>units</source>
        <translation>units</translation>
    </message>
    <message>
        <source>upgrades</source>
        <translation>upgrades</translation>
    </message>
    <message>
        <source>bases</source>
        <translation>bases</translation>
    </message>
    <message>
        <source>Nation</source>
        <translation>Nation</translation>
    </message>
    <message>
        <source>Catalogues</source>
        <translation>Catalogues</translation>
    </message>
    <message>
        <source>%1 — demo statistics</source>
        <translation>%1 — demo statistics</translation>
    </message>
    <message>
        <source>No catalogue for this nation.</source>
        <translation>No catalogue for this nation.</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancel</translation>
    </message>
</context>
<context>
    <name>PatrolPane</name>
    <message>
        <source>Patrol markers (B19 6)</source>
        <translation>Patrol markers (B19 6)</translation>
    </message>
    <message>
        <source>Umpire view: everything is shown</source>
        <translation>Umpire view: everything is shown</translation>
    </message>
    <message>
        <source>Screen of player %1</source>
        <translation>Screen of player %1</translation>
    </message>
    <message>
        <source>Waiting for the hand-over</source>
        <translation>Waiting for the hand-over</translation>
    </message>
    <message>
        <source>Pass to A</source>
        <translation>Pass to A</translation>
    </message>
    <message>
        <source>Pass to B</source>
        <translation>Pass to B</translation>
    </message>
    <message>
        <source>Umpire</source>
        <translation>Umpire</translation>
    </message>
    <message>
        <source>Shows both players&apos; secrets: for an umpire, never with a player at the screen.</source>
        <translation>Shows both players&apos; secrets: for an umpire, never with a player at the screen.</translation>
    </message>
    <message>
        <source>Hand over after each turn</source>
        <translation>Hand over after each turn</translation>
    </message>
    <message>
        <source>Phase</source>
        <translation>Phase</translation>
    </message>
    <message>
        <source>A shows first</source>
        <translation>A shows first</translation>
    </message>
    <message>
        <source>B shows first</source>
        <translation>B shows first</translation>
    </message>
    <message>
        <source>Pass (no more voluntary reveals)</source>
        <translation>Pass (no more voluntary reveals)</translation>
    </message>
    <message>
        <source>Markers of both players</source>
        <translation>Markers of both players</translation>
    </message>
    <message>
        <source>Your markers</source>
        <translation>Your markers</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Place</translation>
    </message>
    <message>
        <source>Assign each corps to one marker; a marker without a corps is a scout (B19 6.1). Then place the markers.</source>
        <translation>Assign each corps to one marker; a marker without a corps is a scout (B19 6.1). Then place the markers.</translation>
    </message>
    <message>
        <source>Marker %1</source>
        <translation>Marker %1</translation>
    </message>
    <message>
        <source>Marker</source>
        <translation>Marker</translation>
    </message>
    <message>
        <source>Click a marker on the table. Drag your own to move it.</source>
        <translation>Click a marker on the table. Drag your own to move it.</translation>
    </message>
    <message>
        <source>Stays put</source>
        <translation>Stays put</translation>
    </message>
    <message>
        <source>Declare the marker stationary this turn (B19 6.3): its corps may then get any order (6.5).</source>
        <translation>Declare the marker stationary this turn (B19 6.3): its corps may then get any order (6.5).</translation>
    </message>
    <message>
        <source>Reveal</source>
        <translation>Reveal</translation>
    </message>
    <message>
        <source>Revealed (B19 6.4, 6.5)</source>
        <translation>Revealed (B19 6.4, 6.5)</translation>
    </message>
    <message>
        <source>DEFENCE (6.5)</source>
        <translation>DEFENCE (6.5)</translation>
    </message>
    <message>
        <source>Nothing revealed yet.</source>
        <translation>Nothing revealed yet.</translation>
    </message>
    <message>
        <source>Print</source>
        <translation>Print</translation>
    </message>
    <message>
        <source>Blank slips (PDF)…</source>
        <translation>Blank slips (PDF)…</translation>
    </message>
    <message>
        <source>My secret slip (PDF)…</source>
        <translation>My secret slip (PDF)…</translation>
    </message>
    <message>
        <source>Print my slip…</source>
        <translation>Print my slip…</translation>
    </message>
    <message>
        <source>Marker reference card (PDF)…</source>
        <translation>Marker reference card (PDF)…</translation>
    </message>
    <message>
        <source>Deploy division</source>
        <translation>Deploy division</translation>
    </message>
    <message>
        <source>The corps&apos; next division from the roster, within the ruleset&apos;s distance of the marker; the players deploy alternately, one division each (B19 6.4)</source>
        <translation>The corps&apos; next division from the roster, within the ruleset&apos;s distance of the marker; the players deploy alternately, one division each (B19 6.4)</translation>
    </message>
    <message>
        <source>Its cavalry declares now (B19 6.4): tick those that fight dismounted.</source>
        <translation>Its cavalry declares now (B19 6.4): tick those that fight dismounted.</translation>
    </message>
    <message>
        <source>dismounted: %1</source>
        <translation>dismounted: %1</translation>
    </message>
</context>
<context>
    <name>PlannerMap</name>
    <message>
        <source>Click where %1 hides (Esc cancels)</source>
        <translation>Click where %1 hides (Esc cancels)</translation>
    </message>
    <message>
        <source>Click on the table to place: %1 (Shift+click keeps it, Esc cancels)</source>
        <translation>Click on the table to place: %1 (Shift+click keeps it, Esc cancels)</translation>
    </message>
    <message>
        <source>Start a new battle (table size, the players&apos; rosters) or open a saved plan.</source>
        <translation>Start a new battle (table size, the players&apos; rosters) or open a saved plan.</translation>
    </message>
    <message>
        <source>Remove this point</source>
        <translation>Remove this point</translation>
    </message>
    <message>
        <source>Drag a square to move a point · double-click a side to add one · Alt+click, right-click or Delete removes one</source>
        <translation>Drag a square to move a point · double-click a side to add one · Alt+click, right-click or Delete removes one</translation>
    </message>
    <message>
        <source>Drag the round handle to turn (Shift: 15° steps) · drag a square to resize · R turns 15°</source>
        <translation>Drag the round handle to turn (Shift: 15° steps) · drag a square to resize · R turns 15°</translation>
    </message>
    <message>
        <source>Drag the round handle to turn the division (Shift: 15° steps) · R turns 15°</source>
        <translation>Drag the round handle to turn the division (Shift: 15° steps) · R turns 15°</translation>
    </message>
    <message>
        <source>Click in your deployment zone to place marker %1 (Esc cancels)</source>
        <translation>Click in your deployment zone to place marker %1 (Esc cancels)</translation>
    </message>
</context>
<context>
    <name>PlannerNewDialog</name>
    <message>
        <source>New battle</source>
        <translation>New battle</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Start</translation>
    </message>
    <message>
        <source>none</source>
        <translation>none</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Table</translation>
    </message>
    <message>
        <source>Player 1&apos;s roster</source>
        <translation>Player 1&apos;s roster</translation>
    </message>
    <message>
        <source>Player 2&apos;s roster</source>
        <translation>Player 2&apos;s roster</translation>
    </message>
    <message>
        <source>Both rosters are optional: without them the table, terrain and objectives can still be planned; the deployment needs them.</source>
        <translation>Both rosters are optional: without them the table, terrain and objectives can still be planned; the deployment needs them.</translation>
    </message>
    <message>
        <source>Choose a roster</source>
        <translation>Choose a roster</translation>
    </message>
    <message>
        <source>%1 (demo)</source>
        <translation>%1 (demo)</translation>
    </message>
    <message>
        <source>Another file…</source>
        <translation>Another file…</translation>
    </message>
</context>
<context>
    <name>PlannerSetupPane</name>
    <message>
        <source>%1 vs %2 · table %3</source>
        <translation>%1 vs %2 · table %3</translation>
    </message>
    <message>
        <source>No battle yet</source>
        <translation>No battle yet</translation>
    </message>
    <message>
        <source>seed</source>
        <translation>seed</translation>
    </message>
    <message>
        <source>Roll</source>
        <translation>Roll</translation>
    </message>
    <message>
        <source>players&apos; dice: 1st, 2nd, … e.g. 4,2</source>
        <translation>players&apos; dice: 1st, 2nd, … e.g. 4,2</translation>
    </message>
    <message>
        <source>Enter</source>
        <translation>Enter</translation>
    </message>
    <message>
        <source>Player 1 is the first roster, player 2 the second; the winner becomes A.</source>
        <translation>Player 1 is the first roster, player 2 the second; the winner becomes A.</translation>
    </message>
    <message>
        <source>A takes the side</source>
        <translation>A takes the side</translation>
    </message>
    <message>
        <source>not chosen</source>
        <translation>not chosen</translation>
    </message>
    <message>
        <source>The players rolled</source>
        <translation>The players rolled</translation>
    </message>
    <message>
        <source>%1 (roll %2)</source>
        <translation>%1 (roll %2)</translation>
    </message>
    <message>
        <source>Not rolled yet</source>
        <translation>Not rolled yet</translation>
    </message>
    <message>
        <source>Pieces on the table: %1 of %2</source>
        <translation>Pieces on the table: %1 of %2</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1 (%2–%3)</source>
        <translation>%1 (%2–%3)</translation>
    </message>
    <message>
        <source>Generate</source>
        <translation>Generate</translation>
    </message>
    <message>
        <source>A random legal layout for this battlefield; the same seed gives the same table.</source>
        <translation>A random legal layout for this battlefield; the same seed gives the same table.</translation>
    </message>
    <message>
        <source>Click a type, then the table where it goes; the next step of the sequence says who places it.</source>
        <translation>Click a type, then the table where it goes; the next step of the sequence says who places it.</translation>
    </message>
    <message>
        <source>A: %1 vs B: %2 · table %3</source>
        <translation>A: %1 vs B: %2 · table %3</translation>
    </message>
    <message>
        <source>%1 (roll %2, seed %3)</source>
        <translation>%1 (roll %2, seed %3)</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>1. Initiative</source>
        <translation>1. Initiative</translation>
    </message>
    <message>
        <source>2. Battlefield</source>
        <translation>2. Battlefield</translation>
    </message>
    <message>
        <source>This ruleset has no battlefield table here: agree the battlefield with your opponent and place its terrain from the palette below.</source>
        <translation>This ruleset has no battlefield table here: agree the battlefield with your opponent and place its terrain from the palette below.</translation>
    </message>
    <message>
        <source>3. Terrain allowance</source>
        <translation>3. Terrain allowance</translation>
    </message>
    <message>
        <source>Terrain</source>
        <translation>Terrain</translation>
    </message>
    <message numerus="yes">
        <source>Generate replaces the %n piece(s) placed by hand. Continue?</source>
        <translation>
            <numerusform>Generate replaces the %n piece placed by hand. Continue?</numerusform>
            <numerusform>Generate replaces the %n pieces placed by hand. Continue?</numerusform>
        </translation>
    </message>
    <message>
        <source>Generate terrain</source>
        <translation>Generate terrain</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancel</translation>
    </message>
</context>
<context>
    <name>PlannerSidePane</name>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>none</source>
        <translation>none</translation>
    </message>
    <message>
        <source>Piece %1 — %2</source>
        <translation>Piece %1 — %2</translation>
    </message>
    <message>
        <source>Division — %1 (%2)</source>
        <translation>Division — %1 (%2)</translation>
    </message>
    <message>
        <source>Selection</source>
        <translation>Selection</translation>
    </message>
    <message>
        <source>placed by %1 as no. %2 (%3)</source>
        <translation>placed by %1 as no. %2 (%3)</translation>
    </message>
    <message>
        <source>↺ 15°</source>
        <translation>↺ 15°</translation>
    </message>
    <message>
        <source>↻ 15°</source>
        <translation>↻ 15°</translation>
    </message>
    <message>
        <source>↻ 90°</source>
        <translation>↻ 90°</translation>
    </message>
    <message>
        <source>Width</source>
        <translation>Width</translation>
    </message>
    <message>
        <source>Depth</source>
        <translation>Depth</translation>
    </message>
    <message>
        <source>Main objective</source>
        <translation>Main objective</translation>
    </message>
    <message>
        <source>Secondary 1</source>
        <translation>Secondary 1</translation>
    </message>
    <message>
        <source>Secondary 2</source>
        <translation>Secondary 2</translation>
    </message>
    <message>
        <source>To column</source>
        <translation>To column</translation>
    </message>
    <message>
        <source>To line</source>
        <translation>To line</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Remove</translation>
    </message>
    <message>
        <source>Main (%1 VP): %2</source>
        <translation>Main (%1 VP): %2</translation>
    </message>
    <message>
        <source>Secondary (%1 VP): %2</source>
        <translation>Secondary (%1 VP): %2</translation>
    </message>
    <message>
        <source>First to deploy</source>
        <translation>First to deploy</translation>
    </message>
    <message>
        <source>Next: player %1 deploys a division</source>
        <translation>Next: player %1 deploys a division</translation>
    </message>
    <message>
        <source>No division waits to be deployed.</source>
        <translation>No division waits to be deployed.</translation>
    </message>
    <message>
        <source>Deploy next</source>
        <translation>Deploy next</translation>
    </message>
    <message>
        <source>All of A</source>
        <translation>All of A</translation>
    </message>
    <message>
        <source>All of B</source>
        <translation>All of B</translation>
    </message>
    <message>
        <source>Secrets (hot seat)</source>
        <translation>Secrets (hot seat)</translation>
    </message>
    <message>
        <source>Hidden (both players look)</source>
        <translation>Hidden (both players look)</translation>
    </message>
    <message>
        <source>Show A&apos;s secrets</source>
        <translation>Show A&apos;s secrets</translation>
    </message>
    <message>
        <source>Show B&apos;s secrets</source>
        <translation>Show B&apos;s secrets</translation>
    </message>
    <message>
        <source>Hide…</source>
        <translation>Hide…</translation>
    </message>
    <message>
        <source>Rule checks — %1 to fix</source>
        <translation>Rule checks — %1 to fix</translation>
    </message>
    <message>
        <source>Rule checks</source>
        <translation>Rule checks</translation>
    </message>
    <message>
        <source>Every placement rule is kept.</source>
        <translation>Every placement rule is kept.</translation>
    </message>
    <message>
        <source>Roster of A ✓</source>
        <translation>Roster of A ✓</translation>
    </message>
    <message>
        <source>Roster of A…</source>
        <translation>Roster of A…</translation>
    </message>
    <message>
        <source>Roster of B ✓</source>
        <translation>Roster of B ✓</translation>
    </message>
    <message>
        <source>Roster of B…</source>
        <translation>Roster of B…</translation>
    </message>
    <message>
        <source>The roster of player %1</source>
        <translation>The roster of player %1</translation>
    </message>
    <message>
        <source>Click a piece or a division on the table. Drag to move, R to turn, Delete to remove; the selection&apos;s handles move its points, turn and resize it.</source>
        <translation>Click a piece or a division on the table. Drag to move, R to turn, Delete to remove; the selection&apos;s handles move its points, turn and resize it.</translation>
    </message>
    <message>
        <source>Hidden positions of %1</source>
        <translation>Hidden positions of %1</translation>
    </message>
    <message>
        <source>%1 at %2, %3 %4</source>
        <translation>%1 at %2, %3 %4</translation>
    </message>
    <message>
        <source>Remove this hidden position</source>
        <translation>Remove this hidden position</translation>
    </message>
    <message>
        <source>No hidden position yet.</source>
        <translation>No hidden position yet.</translation>
    </message>
    <message>
        <source>Notes of %1 (the other player does not see them)</source>
        <translation>Notes of %1 (the other player does not see them)</translation>
    </message>
    <message>
        <source>Plans, feints, where the reserve goes…</source>
        <translation>Plans, feints, where the reserve goes…</translation>
    </message>
    <message>
        <source>Suggest objectives</source>
        <translation>Suggest objectives</translation>
    </message>
    <message>
        <source>Suggested: the main objective nearest the centre, the secondaries most equidistant between the deployment zones. A chooses the main objective, B the secondaries: select a piece and press its button to change one.</source>
        <translation>Suggested: the main objective nearest the centre, the secondaries most equidistant between the deployment zones. A chooses the main objective, B the secondaries: select a piece and press its button to change one.</translation>
    </message>
    <message>
        <source>%1 (demo)</source>
        <translation>%1 (demo)</translation>
    </message>
    <message>
        <source>Another file…</source>
        <translation>Another file…</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>Level</translation>
    </message>
    <message>
        <source>Objectives</source>
        <translation>Objectives</translation>
    </message>
    <message>
        <source>Deployment</source>
        <translation>Deployment</translation>
    </message>
    <message>
        <source>Corps deploy division by division from their revealed patrol markers: press Patrols.</source>
        <translation>Corps deploy division by division from their revealed patrol markers: press Patrols.</translation>
    </message>
    <message>
        <source>Then click the hidden position on the table: at most %1 %2 from your edge</source>
        <translation>Then click the hidden position on the table: at most %1 %2 from your edge</translation>
    </message>
    <message>
        <source>piece</source>
        <translation>piece</translation>
    </message>
    <message>
        <source>bought</source>
        <translation>bought</translation>
    </message>
    <message>
        <source>special</source>
        <translation>special</translation>
    </message>
    <message>
        <source>fortification</source>
        <translation>fortification</translation>
    </message>
    <message>
        <source>road</source>
        <translation>road</translation>
    </message>
    <message>
        <source>bridge/ford</source>
        <translation>bridge/ford</translation>
    </message>
</context>
<context>
    <name>PlannerView</name>
    <message>
        <source>← Home</source>
        <translation>← Home</translation>
    </message>
    <message>
        <source>New battle…</source>
        <translation>New battle…</translation>
    </message>
    <message>
        <source>Open…</source>
        <translation>Open…</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Save</translation>
    </message>
    <message>
        <source>Save as…</source>
        <translation>Save as…</translation>
    </message>
    <message>
        <source>Export map…</source>
        <translation>Export map…</translation>
    </message>
    <message>
        <source>For A…</source>
        <translation>For A…</translation>
    </message>
    <message>
        <source>For B…</source>
        <translation>For B…</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Undo</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Redo</translation>
    </message>
    <message>
        <source>Fit</source>
        <translation>Fit</translation>
    </message>
    <message>
        <source>%1 px/%2</source>
        <translation>%1 px/%2</translation>
    </message>
    <message>
        <source>Open battle plan</source>
        <translation>Open battle plan</translation>
    </message>
    <message>
        <source>Export the map (SVG or PNG)</source>
        <translation>Export the map (SVG or PNG)</translation>
    </message>
    <message>
        <source>Plan for A (without B&apos;s secrets)</source>
        <translation>Plan for A (without B&apos;s secrets)</translation>
    </message>
    <message>
        <source>Plan for B (without A&apos;s secrets)</source>
        <translation>Plan for B (without A&apos;s secrets)</translation>
    </message>
    <message>
        <source>Save battle plan as</source>
        <translation>Save battle plan as</translation>
    </message>
    <message>
        <source>Patrols</source>
        <translation>Patrols</translation>
    </message>
    <message>
        <source>Patrol demo</source>
        <translation>Patrol demo</translation>
    </message>
    <message>
        <source>Gettysburg corps on a B19 table: the patrol-marker phase to try (demo data)</source>
        <translation>Gettysburg corps on a B19 table: the patrol-marker phase to try (demo data)</translation>
    </message>
    <message>
        <source>%1 - slip %2</source>
        <translation>%1 - slip %2</translation>
    </message>
    <message>
        <source>%1 - blank slips</source>
        <translation>%1 - blank slips</translation>
    </message>
    <message>
        <source>patrol markers - reference card</source>
        <translation>patrol markers - reference card</translation>
    </message>
    <message>
        <source>Your secret slip (PDF: only your assignments)</source>
        <translation>Your secret slip (PDF: only your assignments)</translation>
    </message>
    <message>
        <source>Blank slips for both players (PDF)</source>
        <translation>Blank slips for both players (PDF)</translation>
    </message>
    <message>
        <source>Marker reference card (PDF)</source>
        <translation>Marker reference card (PDF)</translation>
    </message>
    <message>
        <source>player %1</source>
        <translation>player %1</translation>
    </message>
    <message>
        <source>Player %1&apos;s markers, corps and sight are hidden until he clicks below. The other player looks away.</source>
        <translation>Player %1&apos;s markers, corps and sight are hidden until he clicks below. The other player looks away.</translation>
    </message>
</context>
<context>
    <name>RecentCheck</name>
    <message>
        <source>The file is no longer there.</source>
        <translation>The file is no longer there.</translation>
    </message>
    <message>
        <source>The file is now %1, not a roster.</source>
        <translation>The file is now %1, not a roster.</translation>
    </message>
    <message>
        <source>The file is now %1, not %2.</source>
        <translation>The file is now %1, not %2.</translation>
    </message>
</context>
<context>
    <name>RosterFileDialog</name>
    <message>
        <source>Open roster</source>
        <translation>Open roster</translation>
    </message>
    <message>
        <source>Save roster as</source>
        <translation>Save roster as</translation>
    </message>
    <message>
        <source>Import roster JSON</source>
        <translation>Import roster JSON</translation>
    </message>
    <message>
        <source>Export roster JSON</source>
        <translation>Export roster JSON</translation>
    </message>
    <message>
        <source>Save sheets as PDF</source>
        <translation>Save sheets as PDF</translation>
    </message>
</context>
<context>
    <name>RosterRow</name>
    <message>
        <source>Commander-in-chief</source>
        <translation>Commander-in-chief</translation>
    </message>
    <message>
        <source>%1, %2 pool</source>
        <translation>%1, %2 pool</translation>
    </message>
    <message>
        <source>%1 · command %2 · %3</source>
        <translation>%1 · command %2 · %3</translation>
    </message>
    <message>
        <source>not historical</source>
        <translation>not historical</translation>
    </message>
    <message>
        <source>Attach to a historical division</source>
        <translation>Attach to a historical division</translation>
    </message>
    <message>
        <source>ambush</source>
        <translation>ambush</translation>
    </message>
    <message>
        <source>Actions for this row (menu key)</source>
        <translation>Actions for this row (menu key)</translation>
    </message>
    <message>
        <source>Not drawn yet: draw him (Ctrl+G)</source>
        <translation>Not drawn yet: draw him (Ctrl+G)</translation>
    </message>
    <message>
        <source>Extra general: %1</source>
        <translation>Extra general: %1</translation>
    </message>
    <message>
        <source>leads no division</source>
        <translation>leads no division</translation>
    </message>
    <message>
        <source>%1 (has a commander)</source>
        <translation>%1 (has a commander)</translation>
    </message>
    <message>
        <source>The division the extra general leads (BWN 13.3)</source>
        <translation>The division the extra general leads (BWN 13.3)</translation>
    </message>
    <message>
        <source>Leads this division: it draws and pays for no general of its own (BWN 13.3).</source>
        <translation>Leads this division: it draws and pays for no general of its own (BWN 13.3).</translation>
    </message>
    <message>
        <source>Leads no division: the one chosen has another commander (BWN 13.3).</source>
        <translation>Leads no division: the one chosen has another commander (BWN 13.3).</translation>
    </message>
    <message>
        <source>Leads no division yet: choose one for him, or he keeps an order block of his own (BWN 13.3).</source>
        <translation>Leads no division yet: choose one for him, or he keeps an order block of his own (BWN 13.3).</translation>
    </message>
</context>
<context>
    <name>RosterTree</name>
    <message>
        <source>A roster is built from divisions. Add one, then add units to it from the catalogue.</source>
        <translation>A roster is built from divisions. Add one, then add units to it from the catalogue.</translation>
    </message>
    <message>
        <source>Add infantry division</source>
        <translation>Add infantry division</translation>
    </message>
    <message>
        <source>Rename division…</source>
        <translation>Rename division…</translation>
    </message>
    <message>
        <source>Draw this division&apos;s general…</source>
        <translation>Draw this division&apos;s general…</translation>
    </message>
    <message>
        <source>Draw commanders…</source>
        <translation>Draw commanders…</translation>
    </message>
    <message>
        <source>Division type</source>
        <translation>Division type</translation>
    </message>
    <message>
        <source>Infantry</source>
        <translation>Infantry</translation>
    </message>
    <message>
        <source>Cavalry</source>
        <translation>Cavalry</translation>
    </message>
    <message>
        <source>Mixed, general from the infantry pool</source>
        <translation>Mixed, general from the infantry pool</translation>
    </message>
    <message>
        <source>Mixed, general from the cavalry pool</source>
        <translation>Mixed, general from the cavalry pool</translation>
    </message>
    <message>
        <source>Duplicate (Ctrl+D)</source>
        <translation>Duplicate (Ctrl+D)</translation>
    </message>
    <message>
        <source>Move up (Alt+Up)</source>
        <translation>Move up (Alt+Up)</translation>
    </message>
    <message>
        <source>Move down (Alt+Down)</source>
        <translation>Move down (Alt+Down)</translation>
    </message>
    <message>
        <source>Move to division</source>
        <translation>Move to division</translation>
    </message>
    <message>
        <source>Remove (Delete)</source>
        <translation>Remove (Delete)</translation>
    </message>
    <message>
        <source>bases</source>
        <translation>bases</translation>
    </message>
    <message>
        <source>points</source>
        <translation>points</translation>
    </message>
    <message>
        <source>Move to the previous division</source>
        <translation>Move to the previous division</translation>
    </message>
    <message>
        <source>Move to the next division</source>
        <translation>Move to the next division</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Settings</source>
        <translation>Settings</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Language</translation>
    </message>
    <message>
        <source>Theme</source>
        <translation>Theme</translation>
    </message>
    <message>
        <source>Follow the system</source>
        <translation>Follow the system</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>Light</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>Dark</translation>
    </message>
    <message>
        <source>Unit and catalogue names follow the language too. The rules texts in the sheets are printed in the language chosen when printing.</source>
        <translation>Unit and catalogue names follow the language too. The rules texts in the sheets are printed in the language chosen when printing.</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Close</translation>
    </message>
</context>
<context>
    <name>TotalsBar</name>
    <message>
        <source>%1 / %2</source>
        <translation>%1 / %2</translation>
    </message>
    <message>
        <source>Units and generals</source>
        <translation>Units and generals</translation>
    </message>
    <message>
        <source>Upgrades</source>
        <translation>Upgrades</translation>
    </message>
    <message>
        <source>Total points</source>
        <translation>Total points</translation>
    </message>
    <message>
        <source>Bases</source>
        <translation>Bases</translation>
    </message>
    <message>
        <source>Artillery bases</source>
        <translation>Artillery bases</translation>
    </message>
    <message>
        <source>Army morale</source>
        <translation>Army morale</translation>
    </message>
    <message>
        <source>✔ Legal roster</source>
        <translation>✔ Legal roster</translation>
    </message>
    <message>
        <source>✔ Legal · warnings: %1</source>
        <translation>✔ Legal · warnings: %1</translation>
    </message>
    <message>
        <source>✖ Not legal · errors: %1 · warnings: %2</source>
        <translation>✖ Not legal · errors: %1 · warnings: %2</translation>
    </message>
    <message>
        <source>allowed: only %1 and %2 bind</source>
        <translation>allowed: only %1 and %2 bind</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>Empty roster · warnings: %1</source>
        <translation>Empty roster · warnings: %1</translation>
    </message>
    <message>
        <source>Empty roster</source>
        <translation>Empty roster</translation>
    </message>
</context>
<context>
    <name>UnitCard</name>
    <message>
        <source>Pick a unit in the catalogue to see its statistics.</source>
        <translation>Pick a unit in the catalogue to see its statistics.</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Points</translation>
    </message>
    <message>
        <source>Bases</source>
        <translation>Bases</translation>
    </message>
    <message>
        <source>Cost class</source>
        <translation>Cost class</translation>
    </message>
    <message>
        <source>Arm</source>
        <translation>Arm</translation>
    </message>
    <message>
        <source>In roster</source>
        <translation>In roster</translation>
    </message>
    <message>
        <source>%1 of max %2</source>
        <translation>%1 of max %2</translation>
    </message>
    <message>
        <source>Traits: %1</source>
        <translation>Traits: %1</translation>
    </message>
    <message>
        <source>%1 × %2</source>
        <translation>%1 × %2</translation>
    </message>
    <message>
        <source>Move line/column</source>
        <translation>Move line/column</translation>
    </message>
    <message>
        <source>%1/%2 cm</source>
        <translation>%1/%2 cm</translation>
    </message>
    <message>
        <source>Weapon, range</source>
        <translation>Weapon, range</translation>
    </message>
    <message>
        <source>%1 %2 cm</source>
        <translation>%1 %2 cm</translation>
    </message>
    <message>
        <source>WB</source>
        <translation>WB</translation>
    </message>
    <message>
        <source>Combat value: dice in melee</source>
        <translation>Combat value: dice in melee</translation>
    </message>
    <message>
        <source>SO</source>
        <translation>SO</translation>
    </message>
    <message>
        <source>Firepower: dice when shooting</source>
        <translation>Firepower: dice when shooting</translation>
    </message>
    <message>
        <source>WTR</source>
        <translation>WTR</translation>
    </message>
    <message>
        <source>Stamina: losses a battalion takes before it is removed</source>
        <translation>Stamina: losses a battalion takes before it is removed</translation>
    </message>
    <message>
        <source>Morale</source>
        <translation>Morale</translation>
    </message>
    <message>
        <source>Ammunition</source>
        <translation>Ammunition</translation>
    </message>
    <message>
        <source>Special rules: %1</source>
        <translation>Special rules: %1</translation>
    </message>
</context>
<context>
    <name>UnsavedDialog</name>
    <message>
        <source>Unsaved changes</source>
        <translation>Unsaved changes</translation>
    </message>
    <message>
        <source>&quot;%1&quot; has changes that are not saved. Save them first?</source>
        <translation>&quot;%1&quot; has changes that are not saved. Save them first?</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Save</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Discard</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancel</translation>
    </message>
</context>
<context>
    <name>UpgradesPanel</name>
    <message>
        <source>%1 pts</source>
        <translation>%1 pts</translation>
    </message>
    <message>
        <source>bought</source>
        <translation>bought</translation>
    </message>
    <message>
        <source>levels</source>
        <translation>levels</translation>
    </message>
    <message>
        <source>points</source>
        <translation>points</translation>
    </message>
    <message>
        <source>how many</source>
        <translation>how many</translation>
    </message>
    <message>
        <source>Set on the regiments in the roster: %1</source>
        <translation>Set on the regiments in the roster: %1</translation>
    </message>
    <message>
        <source>%1 pt</source>
        <translation>%1 pt</translation>
    </message>
</context>
<context>
    <name>sztab::gui::CatalogueEditor</name>
    <message>
        <source>No catalogue</source>
        <translation>No catalogue</translation>
    </message>
    <message>
        <source>Open or create a catalogue first.</source>
        <translation>Open or create a catalogue first.</translation>
    </message>
    <message>
        <source>A new catalogue needs an id, a nation and a period (e.g. 1809).</source>
        <translation>A new catalogue needs an id, a nation and a period (e.g. 1809).</translation>
    </message>
    <message>
        <source>New catalogue: add profiles, units and generals, then save.</source>
        <translation>New catalogue: add profiles, units and generals, then save.</translation>
    </message>
    <message>
        <source>Not a local file: %1</source>
        <translation>Not a local file: %1</translation>
    </message>
    <message>
        <source>Opened as a template: Save puts a copy in your catalogues folder.</source>
        <translation>Opened as a template: Save puts a copy in your catalogues folder.</translation>
    </message>
    <message>
        <source>Opened %1</source>
        <translation>Opened %1</translation>
    </message>
    <message>
        <source>No catalogue &quot;%1&quot; is loaded.</source>
        <translation>No catalogue &quot;%1&quot; is loaded.</translation>
    </message>
    <message numerus="yes">
        <source>%n error(s) in the catalogue: fix them before saving it to your catalogues (Export keeps a draft anywhere).</source>
        <translation>
            <numerusform>%n error in the catalogue: fix them before saving it to your catalogues (Export keeps a draft anywhere).</numerusform>
            <numerusform>%n errors in the catalogue: fix them before saving it to your catalogues (Export keeps a draft anywhere).</numerusform>
        </translation>
    </message>
    <message>
        <source>Saved to %1: the New roster dialog offers it now.</source>
        <translation>Saved to %1: the New roster dialog offers it now.</translation>
    </message>
    <message>
        <source>Saved to %1</source>
        <translation>Saved to %1</translation>
    </message>
    <message>
        <source>Exported to %1</source>
        <translation>Exported to %1</translation>
    </message>
    <message>
        <source>Imported file opened; it has errors, so it is not in your catalogues yet.</source>
        <translation>Imported file opened; it has errors, so it is not in your catalogues yet.</translation>
    </message>
    <message>
        <source>Only a catalogue in your catalogues folder can be deleted.</source>
        <translation>Only a catalogue in your catalogues folder can be deleted.</translation>
    </message>
    <message>
        <source>%1: cannot delete the file</source>
        <translation>%1: cannot delete the file</translation>
    </message>
    <message>
        <source>Deleted %1; the app forgets it at the next start.</source>
        <translation>Deleted %1; the app forgets it at the next start.</translation>
    </message>
    <message>
        <source>A catalogue has no field &quot;%1&quot;.</source>
        <translation>A catalogue has no field &quot;%1&quot;.</translation>
    </message>
    <message>
        <source>Edit catalogue details</source>
        <translation>Edit catalogue details</translation>
    </message>
    <message>
        <source>No list &quot;%1&quot;.</source>
        <translation>No list &quot;%1&quot;.</translation>
    </message>
    <message>
        <source>Row %1, %2: %3</source>
        <translation>Row %1, %2: %3</translation>
    </message>
    <message>
        <source>Edit field</source>
        <translation>Edit field</translation>
    </message>
    <message>
        <source>Add row</source>
        <translation>Add row</translation>
    </message>
    <message>
        <source>No row %1 to duplicate.</source>
        <translation>No row %1 to duplicate.</translation>
    </message>
    <message>
        <source>Duplicate row</source>
        <translation>Duplicate row</translation>
    </message>
    <message>
        <source>No row %1 to remove.</source>
        <translation>No row %1 to remove.</translation>
    </message>
    <message>
        <source>Remove row</source>
        <translation>Remove row</translation>
    </message>
    <message>
        <source>Import CSV</source>
        <translation>Import CSV</translation>
    </message>
    <message>
        <source>Saved to %1; it replaces the bundled %2 for the app and bwn (rename its id or remove it to get that back).</source>
        <translation>Saved to %1; it replaces the bundled %2 for the app and bwn (rename its id or remove it to get that back).</translation>
    </message>
    <message>
        <source>Deleted %1; the bundled catalogue it replaced is back.</source>
        <translation>Deleted %1; the bundled catalogue it replaced is back.</translation>
    </message>
    <message>
        <source>Recovered unsaved changes: save them to keep them.</source>
        <translation>Recovered unsaved changes: save them to keep them.</translation>
    </message>
</context>
<context>
    <name>sztab::gui::CsvImport</name>
    <message>
        <source>semicolon (;)</source>
        <translation>semicolon (;)</translation>
    </message>
    <message>
        <source>comma (,)</source>
        <translation>comma (,)</translation>
    </message>
    <message>
        <source>UTF-8 with BOM</source>
        <translation>UTF-8 with BOM</translation>
    </message>
    <message>
        <source>Choose a CSV file first.</source>
        <translation>Choose a CSV file first.</translation>
    </message>
    <message>
        <source>tab</source>
        <translation>tab</translation>
    </message>
    <message>
        <source>Column &quot;%1&quot; already holds %2: one column holds one field.</source>
        <translation>Column &quot;%1&quot; already holds %2: one column holds one field.</translation>
    </message>
</context>
<context>
    <name>sztab::gui::DocumentBase</name>
    <message>
        <source>%1: not a local file (%2)</source>
        <translation>%1: not a local file (%2)</translation>
    </message>
    <message>
        <source>%1 holds %2 left unsaved, not %3.</source>
        <translation>%1 holds %2 left unsaved, not %3.</translation>
    </message>
</context>
<context>
    <name>sztab::gui::FileChooser</name>
    <message>
        <source>%1 already exists. Replace it?</source>
        <translation>%1 already exists. Replace it?</translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation>All files (*)</translation>
    </message>
    <message>
        <source>CSV files (*.csv *.txt)</source>
        <translation>CSV files (*.csv *.txt)</translation>
    </message>
    <message>
        <source>Sztab documents (%1)</source>
        <translation>Sztab documents (%1)</translation>
    </message>
</context>
<context>
    <name>sztab::gui::IssueModel</name>
    <message>
        <source>data</source>
        <comment>issue about the data, not a rule</comment>
        <translation>data</translation>
    </message>
</context>
<context>
    <name>sztab::gui::KskGameDocument</name>
    <message>
        <source>No game</source>
        <translation>No game</translation>
    </message>
    <message>
        <source>%1, axis %2, %3 hexes</source>
        <translation>%1, axis %2, %3 hexes</translation>
    </message>
    <message>
        <source>the game&apos;s log does not replay</source>
        <translation>the game&apos;s log does not replay</translation>
    </message>
    <message>
        <source>%1: no demo scenario</source>
        <translation>%1: no demo scenario</translation>
    </message>
    <message>
        <source>a scenario</source>
        <translation>a scenario</translation>
    </message>
    <message>
        <source>the diagrams</source>
        <translation>the diagrams</translation>
    </message>
    <message>
        <source>The diagrams could not be printed.</source>
        <translation>The diagrams could not be printed.</translation>
    </message>
    <message>
        <source>Dice: &quot;%1&quot; is not a list of numbers (e.g. 7 or 7, 3).</source>
        <translation>Dice: &quot;%1&quot; is not a list of numbers (e.g. 7 or 7, 3).</translation>
    </message>
    <message>
        <source>change of order</source>
        <translation>change of order</translation>
    </message>
    <message>
        <source>move</source>
        <translation>move</translation>
    </message>
    <message>
        <source>disordered units</source>
        <translation>disordered units</translation>
    </message>
    <message>
        <source>new stage</source>
        <translation>new stage</translation>
    </message>
    <message>
        <source>cups and initiative</source>
        <translation>cups and initiative</translation>
    </message>
    <message>
        <source>pick</source>
        <translation>pick</translation>
    </message>
    <message>
        <source>draw</source>
        <translation>draw</translation>
    </message>
    <message>
        <source>activation</source>
        <translation>activation</translation>
    </message>
    <message>
        <source>keeping the initiative</source>
        <translation>keeping the initiative</translation>
    </message>
    <message>
        <source>pass</source>
        <translation>pass</translation>
    </message>
    <message>
        <source>giving the activation away</source>
        <translation>giving the activation away</translation>
    </message>
    <message>
        <source>interception</source>
        <translation>interception</translation>
    </message>
    <message>
        <source>Initiative (II.8): A rolled %1, total %2; B rolled %3, total %4%5: %6 picks first.</source>
        <translation>Initiative (II.8): A rolled %1, total %2; B rolled %3, total %4%5: %6 picks first.</translation>
    </message>
    <message numerus="yes">
        <source> (%n tie(s) rolled again)</source>
        <translation>
            <numerusform> (%n tie(s) rolled again)</numerusform>
            <numerusform> (%n tie(s) rolled again)</numerusform>
        </translation>
    </message>
    <message>
        <source>Set up the map, then begin the first stage.</source>
        <translation>Set up the map, then begin the first stage.</translation>
    </message>
    <message>
        <source>Stage %1 is over: begin the next one (II.19).</source>
        <translation>Stage %1 is over: begin the next one (II.19).</translation>
    </message>
    <message>
        <source>Begin stage %1</source>
        <translation>Begin stage %1</translation>
    </message>
    <message>
        <source>The last stage is over: the game ends (II.20).</source>
        <translation>The last stage is over: the game ends (II.20).</translation>
    </message>
    <message>
        <source>Command segment (II.4): change orders and move the commanders-in-chief and corps commanders, then fill the cups and roll for the initiative.</source>
        <translation>Command segment (II.4): change orders and move the commanders-in-chief and corps commanders, then fill the cups and roll for the initiative.</translation>
    </message>
    <message>
        <source>Fill the cups and roll the initiative (II.4.11–12, II.8)</source>
        <translation>Fill the cups and roll the initiative (II.4.11–12, II.8)</translation>
    </message>
    <message>
        <source>%1 drew an active marker (%2): choose the formation it activates.</source>
        <translation>%1 drew an active marker (%2): choose the formation it activates.</translation>
    </message>
    <message>
        <source>Activate</source>
        <translation>Activate</translation>
    </message>
    <message>
        <source>%1 picks (does not draw) an active marker and activates a formation (II.6.6, II.8.4).</source>
        <translation>%1 picks (does not draw) an active marker and activates a formation (II.6.6, II.8.4).</translation>
    </message>
    <message>
        <source>Pick and activate</source>
        <translation>Pick and activate</translation>
    </message>
    <message>
        <source>Give the activation away (II.13)</source>
        <translation>Give the activation away (II.13)</translation>
    </message>
    <message>
        <source>%1 may try to keep the initiative: 1d10 ≤ the chosen commander&apos;s rating (II.9–II.12), or pass.</source>
        <translation>%1 may try to keep the initiative: 1d10 ≤ the chosen commander&apos;s rating (II.9–II.12), or pass.</translation>
    </message>
    <message>
        <source>Try to keep the initiative</source>
        <translation>Try to keep the initiative</translation>
    </message>
    <message>
        <source>Pass: the opponent draws</source>
        <translation>Pass: the opponent draws</translation>
    </message>
    <message>
        <source>%1&apos;s turn is over (II.14): the opponent draws next.</source>
        <translation>%1&apos;s turn is over (II.14): the opponent draws next.</translation>
    </message>
    <message>
        <source>End the turn</source>
        <translation>End the turn</translation>
    </message>
    <message>
        <source>%1 draws a marker from the cup (II.6.5).</source>
        <translation>%1 draws a marker from the cup (II.6.5).</translation>
    </message>
    <message>
        <source>Draw from the cup</source>
        <translation>Draw from the cup</translation>
    </message>
    <message>
        <source>Now activated: %1. II.14: at most %2 activations in a row; II.15: each formation once a stage.</source>
        <translation>Now activated: %1. II.14: at most %2 activations in a row; II.15: each formation once a stage.</translation>
    </message>
    <message>
        <source>%1 (rating %2)</source>
        <translation>%1 (rating %2)</translation>
    </message>
    <message>
        <source>division, rating %1</source>
        <translation>division, rating %1</translation>
    </message>
    <message>
        <source>independent brigade, rating %1</source>
        <translation>independent brigade, rating %1</translation>
    </message>
    <message>
        <source>Stage %1: %2 — %3</source>
        <translation>Stage %1: %2 — %3</translation>
    </message>
    <message>
        <source>Courier %1 rides with %2, expected in stage %3.</source>
        <translation>Courier %1 rides with %2, expected in stage %3.</translation>
    </message>
    <message>
        <source>commander-in-chief</source>
        <translation>commander-in-chief</translation>
    </message>
    <message>
        <source>wing</source>
        <translation>wing</translation>
    </message>
    <message>
        <source>corps</source>
        <translation>corps</translation>
    </message>
    <message>
        <source>Courier %1: ready under the commander-in-chief.</source>
        <translation>Courier %1: ready under the commander-in-chief.</translation>
    </message>
    <message>
        <source>Courier %1: riding to %2 (hex %3) with %4, expected in stage %5.</source>
        <translation>Courier %1: riding to %2 (hex %3) with %4, expected in stage %5.</translation>
    </message>
    <message>
        <source>Courier %1: on the stage track, back in stage %2.</source>
        <translation>Courier %1: on the stage track, back in stage %2.</translation>
    </message>
    <message>
        <source>Courier %1 reaches %2: the order becomes %3 (III.43).</source>
        <translation>Courier %1 reaches %2: the order becomes %3 (III.43).</translation>
    </message>
    <message>
        <source>Courier %1 is back under the commander-in-chief (III.41).</source>
        <translation>Courier %1 is back under the commander-in-chief (III.41).</translation>
    </message>
    <message>
        <source>%1 enters the map (II.17).</source>
        <translation>%1 enters the map (II.17).</translation>
    </message>
    <message>
        <source>Our courier %1, hex %2</source>
        <translation>Our courier %1, hex %2</translation>
    </message>
    <message>
        <source>Courier %1 of side %2, hex %3</source>
        <translation>Courier %1 of side %2, hex %3</translation>
    </message>
    <message>
        <source>III.44/1 b: enemy cavalry entered the hex of a lone courier. The active player rolls 1d%3: on %1 the courier is taken, his order lost, and he goes on the stage track %2 stages later; otherwise he gives way one hex.</source>
        <translation>III.44/1 b: enemy cavalry entered the hex of a lone courier. The active player rolls 1d%3: on %1 the courier is taken, his order lost, and he goes on the stage track %2 stages later; otherwise he gives way one hex.</translation>
    </message>
    <message>
        <source>Print the command diagrams</source>
        <translation>Print the command diagrams</translation>
    </message>
    <message>
        <source>Couriers back under the commander-in-chief in stage %1: %2</source>
        <translation>Couriers back under the commander-in-chief in stage %1: %2</translation>
    </message>
    <message numerus="yes">
        <source>%n of the other side&apos;s couriers come back in this stage</source>
        <translation>
            <numerusform>%n of the other side&apos;s couriers comes back in this stage</numerusform>
            <numerusform>%n of the other side&apos;s couriers come back in this stage</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>sztab::gui::KskScenarioDocument</name>
    <message>
        <source>No scenario</source>
        <translation>No scenario</translation>
    </message>
    <message>
        <source>A copy of the bundled demo: Save asks where to keep it.</source>
        <translation>A copy of the bundled demo: Save asks where to keep it.</translation>
    </message>
    <message>
        <source>%1: no demo scenario</source>
        <translation>%1: no demo scenario</translation>
    </message>
    <message>
        <source>a scenario</source>
        <translation>a scenario</translation>
    </message>
    <message>
        <source>The scenario has no file yet: use Save as.</source>
        <translation>The scenario has no file yet: use Save as.</translation>
    </message>
    <message>
        <source>Start a new scenario or open one first.</source>
        <translation>Start a new scenario or open one first.</translation>
    </message>
    <message>
        <source>the scenario</source>
        <translation>the scenario</translation>
    </message>
    <message>
        <source>Saved to %1.</source>
        <translation>Saved to %1.</translation>
    </message>
    <message>
        <source>Saved to %1 as a draft: a game starts from it once the issues are mended.</source>
        <translation>Saved to %1 as a draft: a game starts from it once the issues are mended.</translation>
    </message>
    <message>
        <source>edit the scenario&apos;s header</source>
        <translation>edit the scenario&apos;s header</translation>
    </message>
    <message>
        <source>edit a cell</source>
        <translation>edit a cell</translation>
    </message>
    <message>
        <source>add a row</source>
        <translation>add a row</translation>
    </message>
    <message>
        <source>delete a row</source>
        <translation>delete a row</translation>
    </message>
    <message>
        <source>change a rule&apos;s number</source>
        <translation>change a rule&apos;s number</translation>
    </message>
</context>
<context>
    <name>sztab::gui::MacGameDocument</name>
    <message>
        <source>New game</source>
        <translation>New game</translation>
    </message>
    <message>
        <source>Poniński: his arrival is rolled at the start of this stage</source>
        <translation>Poniński: his arrival is rolled at the start of this stage</translation>
    </message>
    <message>
        <source>Poniński: his chit may join the pool in this stage</source>
        <translation>Poniński: his chit may join the pool in this stage</translation>
    </message>
    <message>
        <source>Poniński entered in this stage</source>
        <translation>Poniński entered in this stage</translation>
    </message>
    <message>
        <source>Poniński never comes (13.0b)</source>
        <translation>Poniński never comes (13.0b)</translation>
    </message>
    <message>
        <source>In stage %1 a d10 + %2 gives the stage to check (13.0a).</source>
        <translation>In stage %1 a d10 + %2 gives the stage to check (13.0a).</translation>
    </message>
    <message>
        <source>Roll the stage to check (d10 + %1)</source>
        <translation>Roll the stage to check (d10 + %1)</translation>
    </message>
    <message>
        <source>His marker lies on stage %1: at its start d10 + %1 below %2 means he never comes (13.0b).</source>
        <translation>His marker lies on stage %1: at its start d10 + %1 below %2 means he never comes (13.0b).</translation>
    </message>
    <message>
        <source>Roll: does Poniński come? (d10 + %1)</source>
        <translation>Roll: does Poniński come? (d10 + %1)</translation>
    </message>
    <message>
        <source>His chit may join the pool in stage %1; the Poles may hold him back a stage at a time (13.0c).</source>
        <translation>His chit may join the pool in stage %1; the Poles may hold him back a stage at a time (13.0c).</translation>
    </message>
    <message>
        <source>Poniński&apos;s division entered in stage %1.</source>
        <translation>Poniński&apos;s division entered in stage %1.</translation>
    </message>
    <message>
        <source>Poniński&apos;s division never comes to the battle (13.0b).</source>
        <translation>Poniński&apos;s division never comes to the battle (13.0b).</translation>
    </message>
    <message>
        <source>A commander of his army has fallen: he commands the fallen commander&apos;s units instead of activating another (4.3).</source>
        <translation>A commander of his army has fallen: he commands the fallen commander&apos;s units instead of activating another (4.3).</translation>
    </message>
    <message>
        <source>He may activate any Polish commander,</source>
        <translation>He may activate any Polish commander,</translation>
    </message>
    <message>
        <source>then command %1 units within %2 hexes of him,</source>
        <translation>then command %1 units within %2 hexes of him,</translation>
    </message>
    <message>
        <source>then move (4.4b).</source>
        <translation>then move (4.4b).</translation>
    </message>
    <message>
        <source>He may activate any Russian commander (4.4a).</source>
        <translation>He may activate any Russian commander (4.4a).</translation>
    </message>
    <message>
        <source>His units within %1 hexes move, fire and fight (4.2).</source>
        <translation>His units within %1 hexes move, fire and fight (4.2).</translation>
    </message>
    <message>
        <source>He may command units of the Polish reserve within %1 hexes (4.5).</source>
        <translation>He may command units of the Polish reserve within %1 hexes (4.5).</translation>
    </message>
    <message>
        <source>Activated: %1</source>
        <translation>Activated: %1</translation>
    </message>
    <message>
        <source>%1 win: automatic victory (12.4).</source>
        <translation>%1 win: automatic victory (12.4).</translation>
    </message>
    <message>
        <source>%1 win after the last stage (12.3).</source>
        <translation>%1 win after the last stage (12.3).</translation>
    </message>
    <message>
        <source>not yet on the map</source>
        <translation>not yet on the map</translation>
    </message>
    <message>
        <source>killed</source>
        <translation>killed</translation>
    </message>
    <message>
        <source>lost</source>
        <translation>lost</translation>
    </message>
    <message>
        <source>never comes</source>
        <translation>never comes</translation>
    </message>
    <message>
        <source>wounded this stage</source>
        <translation>wounded this stage</translation>
    </message>
    <message>
        <source>drawn</source>
        <translation>drawn</translation>
    </message>
    <message>
        <source>in the cup</source>
        <translation>in the cup</translation>
    </message>
    <message>
        <source>on the map</source>
        <translation>on the map</translation>
    </message>
    <message>
        <source>not in the pool</source>
        <translation>not in the pool</translation>
    </message>
    <message>
        <source> · units under the commander-in-chief</source>
        <translation> · units under the commander-in-chief</translation>
    </message>
    <message>
        <source>%1 lead by %2 VP (Poles %3, Russians %4); the marker lies %5.</source>
        <translation>%1 lead by %2 VP (Poles %3, Russians %4); the marker lies %5.</translation>
    </message>
    <message>
        <source>reverse up</source>
        <translation>reverse up</translation>
    </message>
    <message>
        <source>face up</source>
        <translation>face up</translation>
    </message>
    <message>
        <source>Level (Poles %1, Russians %2): the marker is off the track.</source>
        <translation>Level (Poles %1, Russians %2): the marker is off the track.</translation>
    </message>
    <message>
        <source>Unit eliminated by fire (%1)</source>
        <translation>Unit eliminated by fire (%1)</translation>
    </message>
    <message>
        <source>Unit eliminated by morale (%1)</source>
        <translation>Unit eliminated by morale (%1)</translation>
    </message>
    <message>
        <source>Melee won (%1)</source>
        <translation>Melee won (%1)</translation>
    </message>
    <message>
        <source>Artillery taken (%1 + stars)</source>
        <translation>Artillery taken (%1 + stars)</translation>
    </message>
    <message>
        <source>Own artillery retaken (%1)</source>
        <translation>Own artillery retaken (%1)</translation>
    </message>
    <message>
        <source>Enemy commander killed (%1)</source>
        <translation>Enemy commander killed (%1)</translation>
    </message>
    <message>
        <source>entry %1: %2</source>
        <translation>entry %1: %2</translation>
    </message>
    <message>
        <source>The seed must be a whole number, not &quot;%1&quot;.</source>
        <translation>The seed must be a whole number, not &quot;%1&quot;.</translation>
    </message>
    <message>
        <source>Take a side&apos;s seat first: the choice is that side&apos;s secret.</source>
        <translation>Take a side&apos;s seat first: the choice is that side&apos;s secret.</translation>
    </message>
    <message>
        <source>Secret choice</source>
        <translation>Secret choice</translation>
    </message>
    <message>
        <source>Make the pool</source>
        <translation>Make the pool</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>Draw</translation>
    </message>
    <message>
        <source>Activate</source>
        <translation>Activate</translation>
    </message>
    <message>
        <source>End the stage</source>
        <translation>End the stage</translation>
    </message>
    <message>
        <source>Poniński&apos;s roll</source>
        <translation>Poniński&apos;s roll</translation>
    </message>
    <message>
        <source>Hold Poniński back</source>
        <translation>Hold Poniński back</translation>
    </message>
    <message>
        <source>Casualty roll</source>
        <translation>Casualty roll</translation>
    </message>
    <message>
        <source>Commander lost</source>
        <translation>Commander lost</translation>
    </message>
    <message>
        <source>Victory points for &quot;pl&quot; or &quot;ru&quot;, not &quot;%1&quot;.</source>
        <translation>Victory points for &quot;pl&quot; or &quot;ru&quot;, not &quot;%1&quot;.</translation>
    </message>
    <message>
        <source>Victory points</source>
        <translation>Victory points</translation>
    </message>
    <message>
        <source>save the schedule</source>
        <translation>save the schedule</translation>
    </message>
    <message>
        <source>Print the schedule</source>
        <translation>Print the schedule</translation>
    </message>
    <message>
        <source>The schedule could not be painted for this printer.</source>
        <translation>The schedule could not be painted for this printer.</translation>
    </message>
    <message>
        <source>Points for fire and melee come in turn 2, after the first chit is drawn (3.3).</source>
        <translation>Points for fire and melee come in turn 2, after the first chit is drawn (3.3).</translation>
    </message>
    <message>
        <source>His units enter from any hex %1 to %2.</source>
        <translation>His units enter from any hex %1 to %2.</translation>
    </message>
</context>
<context>
    <name>sztab::gui::PatrolSession</name>
    <message>
        <source>scout</source>
        <translation>scout</translation>
    </message>
    <message>
        <source>scout (no corps)</source>
        <translation>scout (no corps)</translation>
    </message>
    <message>
        <source>Corps %1</source>
        <translation>Corps %1</translation>
    </message>
    <message>
        <source>Placing markers (B19 6.1): player %1 places one</source>
        <translation>Placing markers (B19 6.1): player %1 places one</translation>
    </message>
    <message>
        <source>Turn %1, moves (B19 6.3): player %2 moves a marker</source>
        <translation>Turn %1, moves (B19 6.3): player %2 moves a marker</translation>
    </message>
    <message>
        <source>Turn %1, voluntary reveals (B19 6.4): player %2 reveals a marker or passes</source>
        <translation>Turn %1, voluntary reveals (B19 6.4): player %2 reveals a marker or passes</translation>
    </message>
    <message>
        <source>The patrol phase is over: every corps is on the table.</source>
        <translation>The patrol phase is over: every corps is on the table.</translation>
    </message>
    <message>
        <source>Markers were revealed: as the initiative player, choose who shows first (B19 6.4).</source>
        <translation>Markers were revealed: as the initiative player, choose who shows first (B19 6.4).</translation>
    </message>
    <message>
        <source>Markers were revealed: player A chooses who shows first (B19 6.4). Pass the computer to A.</source>
        <translation>Markers were revealed: player A chooses who shows first (B19 6.4). Pass the computer to A.</translation>
    </message>
    <message>
        <source>It is player %1&apos;s turn: pass the computer.</source>
        <translation>It is player %1&apos;s turn: pass the computer.</translation>
    </message>
    <message>
        <source>Press Place beside a marker, then click in your deployment zone.</source>
        <translation>Press Place beside a marker, then click in your deployment zone.</translation>
    </message>
    <message>
        <source>Drag one of your markers (it stops where it would see or be seen), or select it and press Stays put.</source>
        <translation>Drag one of your markers (it stops where it would see or be seen), or select it and press Stays put.</translation>
    </message>
    <message>
        <source>Select a marker and press Reveal, or pass.</source>
        <translation>Select a marker and press Reveal, or pass.</translation>
    </message>
    <message>
        <source>not placed yet</source>
        <translation>not placed yet</translation>
    </message>
    <message>
        <source>off the table</source>
        <translation>off the table</translation>
    </message>
    <message>
        <source>revealed, waiting to be shown</source>
        <translation>revealed, waiting to be shown</translation>
    </message>
    <message>
        <source>revealed: %1</source>
        <translation>revealed: %1</translation>
    </message>
    <message>
        <source>hidden</source>
        <translation>hidden</translation>
    </message>
    <message>
        <source>, moved this turn</source>
        <translation>, moved this turn</translation>
    </message>
    <message>
        <source>, stays put this turn</source>
        <translation>, stays put this turn</translation>
    </message>
    <message>
        <source>, DEFENCE (B19 6.5)</source>
        <translation>, DEFENCE (B19 6.5)</translation>
    </message>
    <message>
        <source>hides: %1</source>
        <translation>hides: %1</translation>
    </message>
    <message>
        <source>DEFENCE</source>
        <translation>DEFENCE</translation>
    </message>
    <message>
        <source>The move is not allowed.</source>
        <translation>The move is not allowed.</translation>
    </message>
    <message>
        <source>It is not player %1&apos;s screen: pass the computer first.</source>
        <translation>It is not player %1&apos;s screen: pass the computer first.</translation>
    </message>
    <message>
        <source>%1 stopped after %2 of %3 (B19 6.3): it came into sight.</source>
        <translation>%1 stopped after %2 of %3 (B19 6.3): it came into sight.</translation>
    </message>
    <message>
        <source>Revealed: %1.</source>
        <translation>Revealed: %1.</translation>
    </message>
    <message>
        <source>Show patrol marker</source>
        <translation>Show patrol marker</translation>
    </message>
    <message>
        <source>Only player %1 assigns his markers.</source>
        <translation>Only player %1 assigns his markers.</translation>
    </message>
    <message>
        <source>Assign a corps to a patrol marker</source>
        <translation>Assign a corps to a patrol marker</translation>
    </message>
    <message>
        <source>Place patrol marker</source>
        <translation>Place patrol marker</translation>
    </message>
    <message>
        <source>not allowed</source>
        <translation>not allowed</translation>
    </message>
    <message>
        <source>stops at %1</source>
        <translation>stops at %1</translation>
    </message>
    <message>
        <source>Move patrol marker</source>
        <translation>Move patrol marker</translation>
    </message>
    <message>
        <source>Patrol marker stays put</source>
        <translation>Patrol marker stays put</translation>
    </message>
    <message>
        <source>Reveal patrol marker</source>
        <translation>Reveal patrol marker</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Pass</translation>
    </message>
    <message>
        <source>Who shows first</source>
        <translation>Who shows first</translation>
    </message>
    <message>
        <source>Player %1&apos;s roster is needed to deploy his corps (Roster of %1… in the planner).</source>
        <translation>Player %1&apos;s roster is needed to deploy his corps (Roster of %1… in the planner).</translation>
    </message>
    <message>
        <source>Only player %1 prints his slip.</source>
        <translation>Only player %1 prints his slip.</translation>
    </message>
    <message>
        <source>Print the patrol slip of player %1</source>
        <translation>Print the patrol slip of player %1</translation>
    </message>
    <message>
        <source>Print the marker reference card</source>
        <translation>Print the marker reference card</translation>
    </message>
    <message>
        <source>%1: the patrol demo is not installed.</source>
        <translation>%1: the patrol demo is not installed.</translation>
    </message>
    <message>
        <source>Revealed corps on the table (B19 6.4): player %1 deploys the next division</source>
        <translation>Revealed corps on the table (B19 6.4): player %1 deploys the next division</translation>
    </message>
    <message>
        <source>Select your revealed marker and press Deploy division (B19 6.4).</source>
        <translation>Select your revealed marker and press Deploy division (B19 6.4).</translation>
    </message>
    <message>
        <source>Player %1 deploys the next division: pass the computer.</source>
        <translation>Player %1 deploys the next division: pass the computer.</translation>
    </message>
    <message>
        <source>Deploy a division</source>
        <translation>Deploy a division</translation>
    </message>
</context>
<context>
    <name>sztab::gui::PlanDocument</name>
    <message>
        <source>Untitled battle</source>
        <translation>Untitled battle</translation>
    </message>
    <message>
        <source>Unknown ruleset &quot;%1&quot;.</source>
        <translation>Unknown ruleset &quot;%1&quot;.</translation>
    </message>
    <message>
        <source>Start a new battle or open a plan first.</source>
        <translation>Start a new battle or open a plan first.</translation>
    </message>
    <message>
        <source>No terrain piece %1 on the table.</source>
        <translation>No terrain piece %1 on the table.</translation>
    </message>
    <message>
        <source>the players&apos; dice</source>
        <translation>the players&apos; dice</translation>
    </message>
    <message>
        <source>seed %1</source>
        <translation>seed %1</translation>
    </message>
    <message>
        <source>Player A</source>
        <translation>Player A</translation>
    </message>
    <message>
        <source>Player B</source>
        <translation>Player B</translation>
    </message>
    <message>
        <source>Roll the battlefield first (BWN 14.3).</source>
        <translation>Roll the battlefield first (BWN 14.3).</translation>
    </message>
    <message>
        <source>Every step of the placement sequence is done.</source>
        <translation>Every step of the placement sequence is done.</translation>
    </message>
    <message>
        <source>Every required piece is placed. Optional: player %1 — %2</source>
        <translation>Every required piece is placed. Optional: player %1 — %2</translation>
    </message>
    <message>
        <source>Next: player %1 — %2</source>
        <translation>Next: player %1 — %2</translation>
    </message>
    <message>
        <source>Depression (a hills piece)</source>
        <translation>Depression (a hills piece)</translation>
    </message>
    <message>
        <source>Bridge or ford</source>
        <translation>Bridge or ford</translation>
    </message>
    <message>
        <source>No ruleset is loaded.</source>
        <translation>No ruleset is loaded.</translation>
    </message>
    <message>
        <source>Table size must be one of %1, not &quot;%2&quot;.</source>
        <translation>Table size must be one of %1, not &quot;%2&quot;.</translation>
    </message>
    <message>
        <source>Both rosters must use one ruleset.</source>
        <translation>Both rosters must use one ruleset.</translation>
    </message>
    <message>
        <source>%1 uses the ruleset &quot;%2&quot;, the plan &quot;%3&quot;.</source>
        <translation>%1 uses the ruleset &quot;%2&quot;, the plan &quot;%3&quot;.</translation>
    </message>
    <message>
        <source>Choose roster</source>
        <translation>Choose roster</translation>
    </message>
    <message>
        <source>Choose a file to save the plan to.</source>
        <translation>Choose a file to save the plan to.</translation>
    </message>
    <message>
        <source>Export for player A or B, not &quot;%1&quot;.</source>
        <translation>Export for player A or B, not &quot;%1&quot;.</translation>
    </message>
    <message>
        <source>%1 (BWN 14.2: a tie is rolled again; give both dice of every round)</source>
        <translation>%1 (BWN 14.2: a tie is rolled again; give both dice of every round)</translation>
    </message>
    <message>
        <source>Initiative</source>
        <translation>Initiative</translation>
    </message>
    <message>
        <source>A seed is a whole number from 0 to 18446744073709551615, not &quot;%1&quot;.</source>
        <translation>A seed is a whole number from 0 to 18446744073709551615, not &quot;%1&quot;.</translation>
    </message>
    <message>
        <source>The initiative is decided; undo it to roll again.</source>
        <translation>The initiative is decided; undo it to roll again.</translation>
    </message>
    <message>
        <source>The initiative is decided; undo it to enter other dice.</source>
        <translation>The initiative is decided; undo it to enter other dice.</translation>
    </message>
    <message>
        <source>The dice are whole numbers separated by commas (player 1&apos;s, player 2&apos;s, …), not &quot;%1&quot;.</source>
        <translation>The dice are whole numbers separated by commas (player 1&apos;s, player 2&apos;s, …), not &quot;%1&quot;.</translation>
    </message>
    <message>
        <source>Roll the initiative first: its winner takes a side (BWN 14.2).</source>
        <translation>Roll the initiative first: its winner takes a side (BWN 14.2).</translation>
    </message>
    <message>
        <source>The side is one of %1, not &quot;%2&quot;.</source>
        <translation>The side is one of %1, not &quot;%2&quot;.</translation>
    </message>
    <message>
        <source>Choose side</source>
        <translation>Choose side</translation>
    </message>
    <message>
        <source>Battlefield</source>
        <translation>Battlefield</translation>
    </message>
    <message>
        <source>Generate terrain</source>
        <translation>Generate terrain</translation>
    </message>
    <message>
        <source>Place terrain</source>
        <translation>Place terrain</translation>
    </message>
    <message>
        <source>Move terrain</source>
        <translation>Move terrain</translation>
    </message>
    <message>
        <source>Rotate terrain</source>
        <translation>Rotate terrain</translation>
    </message>
    <message>
        <source>Resize terrain</source>
        <translation>Resize terrain</translation>
    </message>
    <message>
        <source>Change level</source>
        <translation>Change level</translation>
    </message>
    <message>
        <source>Remove terrain</source>
        <translation>Remove terrain</translation>
    </message>
    <message>
        <source>No terrain piece can be an objective yet (roads, streams, rivers and fences cannot).</source>
        <translation>No terrain piece can be an objective yet (roads, streams, rivers and fences cannot).</translation>
    </message>
    <message>
        <source>Suggest objectives</source>
        <translation>Suggest objectives</translation>
    </message>
    <message>
        <source>Choose main objective</source>
        <translation>Choose main objective</translation>
    </message>
    <message>
        <source>There are %1 secondary objectives.</source>
        <translation>There are %1 secondary objectives.</translation>
    </message>
    <message>
        <source>Choose secondary objective</source>
        <translation>Choose secondary objective</translation>
    </message>
    <message>
        <source>Choose player %1&apos;s roster first.</source>
        <translation>Choose player %1&apos;s roster first.</translation>
    </message>
    <message>
        <source>Deploy army</source>
        <translation>Deploy army</translation>
    </message>
    <message>
        <source>Both armies are deployed.</source>
        <translation>Both armies are deployed.</translation>
    </message>
    <message>
        <source>Deploy division</source>
        <translation>Deploy division</translation>
    </message>
    <message>
        <source>Player %1 has deployed every division.</source>
        <translation>Player %1 has deployed every division.</translation>
    </message>
    <message>
        <source>Move division</source>
        <translation>Move division</translation>
    </message>
    <message>
        <source>Turn division</source>
        <translation>Turn division</translation>
    </message>
    <message>
        <source>A formation is line or column, not &quot;%1&quot;.</source>
        <translation>A formation is line or column, not &quot;%1&quot;.</translation>
    </message>
    <message>
        <source>Change formation</source>
        <translation>Change formation</translation>
    </message>
    <message>
        <source>Take division back</source>
        <translation>Take division back</translation>
    </message>
    <message>
        <source>Show one player&apos;s secrets first: hidden positions belong to him.</source>
        <translation>Show one player&apos;s secrets first: hidden positions belong to him.</translation>
    </message>
    <message>
        <source>Hide a unit</source>
        <translation>Hide a unit</translation>
    </message>
    <message>
        <source>Move hidden unit</source>
        <translation>Move hidden unit</translation>
    </message>
    <message>
        <source>Remove hidden unit</source>
        <translation>Remove hidden unit</translation>
    </message>
    <message>
        <source>Edit notes</source>
        <translation>Edit notes</translation>
    </message>
    <message>
        <source>No division %1 on the table.</source>
        <translation>No division %1 on the table.</translation>
    </message>
    <message>
        <source>A point needs finite coordinates.</source>
        <translation>A point needs finite coordinates.</translation>
    </message>
    <message>
        <source>Move point</source>
        <translation>Move point</translation>
    </message>
    <message>
        <source>Add point</source>
        <translation>Add point</translation>
    </message>
    <message>
        <source>Remove point</source>
        <translation>Remove point</translation>
    </message>
    <message>
        <source>Show one player&apos;s secrets first: hidden notes belong to him.</source>
        <translation>Show one player&apos;s secrets first: hidden notes belong to him.</translation>
    </message>
    <message>
        <source>%1 is this plan&apos;s own file: the copy for player %2 would lose the other player&apos;s hidden notes. Choose another name.</source>
        <translation>%1 is this plan&apos;s own file: the copy for player %2 would lose the other player&apos;s hidden notes. Choose another name.</translation>
    </message>
    <message>
        <source>%1 won the initiative and is A; %2 is B (%3)</source>
        <translation>%1 won the initiative and is A; %2 is B (%3)</translation>
    </message>
    <message>
        <source>open</source>
        <translation>open</translation>
    </message>
    <message>
        <source>save</source>
        <translation>save</translation>
    </message>
    <message>
        <source>export</source>
        <translation>export</translation>
    </message>
    <message>
        <source>save the PDF</source>
        <translation>save the PDF</translation>
    </message>
    <message>
        <source>This copy of the plan was exported for player %1: it holds no secrets of player %2.</source>
        <translation>This copy of the plan was exported for player %1: it holds no secrets of player %2.</translation>
    </message>
</context>
<context>
    <name>sztab::gui::RosterDocument</name>
    <message>
        <source>Untitled</source>
        <translation>Untitled</translation>
    </message>
    <message>
        <source>%1, at most %2 bases</source>
        <translation>%1, at most %2 bases</translation>
    </message>
    <message>
        <source> — historical general, no draw (BWN 13.2)</source>
        <translation> — historical general, no draw (BWN 13.2)</translation>
    </message>
    <message>
        <source>redraw</source>
        <translation>redraw</translation>
    </message>
    <message>
        <source>draw</source>
        <translation>draw</translation>
    </message>
    <message>
        <source> (seed %1)</source>
        <translation> (seed %1)</translation>
    </message>
    <message>
        <source> (players&apos; dice)</source>
        <translation> (players&apos; dice)</translation>
    </message>
    <message>
        <source>Open or create a roster first.</source>
        <translation>Open or create a roster first.</translation>
    </message>
    <message>
        <source>Add regiment</source>
        <translation>Add regiment</translation>
    </message>
    <message>
        <source>Remove regiment</source>
        <translation>Remove regiment</translation>
    </message>
    <message>
        <source>Move regiment</source>
        <translation>Move regiment</translation>
    </message>
    <message>
        <source>Duplicate regiment</source>
        <translation>Duplicate regiment</translation>
    </message>
    <message>
        <source>Set ambush</source>
        <translation>Set ambush</translation>
    </message>
    <message>
        <source>Rename division</source>
        <translation>Rename division</translation>
    </message>
    <message>
        <source>Remove division</source>
        <translation>Remove division</translation>
    </message>
    <message>
        <source>Duplicate division</source>
        <translation>Duplicate division</translation>
    </message>
    <message>
        <source>Attach to historical division</source>
        <translation>Attach to historical division</translation>
    </message>
    <message>
        <source>Rename roster</source>
        <translation>Rename roster</translation>
    </message>
    <message>
        <source>Unknown status &quot;%1&quot;: regular, veteran or elite.</source>
        <translation>Unknown status &quot;%1&quot;: regular, veteran or elite.</translation>
    </message>
    <message>
        <source>Set status</source>
        <translation>Set status</translation>
    </message>
    <message>
        <source>Unknown division arm &quot;%1&quot;: infantry, cavalry or mixed.</source>
        <translation>Unknown division arm &quot;%1&quot;: infantry, cavalry or mixed.</translation>
    </message>
    <message>
        <source>Add division</source>
        <translation>Add division</translation>
    </message>
    <message>
        <source>Change division arm</source>
        <translation>Change division arm</translation>
    </message>
    <message>
        <source>Change upgrade</source>
        <translation>Change upgrade</translation>
    </message>
    <message>
        <source>Change limits</source>
        <translation>Change limits</translation>
    </message>
    <message>
        <source>New roster: choose at least one catalogue.</source>
        <translation>New roster: choose at least one catalogue.</translation>
    </message>
    <message>
        <source>new roster</source>
        <translation>new roster</translation>
    </message>
    <message>
        <source>open</source>
        <translation>open</translation>
    </message>
    <message>
        <source>Nothing to save: open or create a roster first.</source>
        <translation>Nothing to save: open or create a roster first.</translation>
    </message>
    <message>
        <source>Choose where to save the roster (Save as).</source>
        <translation>Choose where to save the roster (Save as).</translation>
    </message>
    <message>
        <source>save</source>
        <translation>save</translation>
    </message>
    <message>
        <source>Nothing to export: open or create a roster first.</source>
        <translation>Nothing to export: open or create a roster first.</translation>
    </message>
    <message>
        <source>export</source>
        <translation>export</translation>
    </message>
    <message>
        <source>import</source>
        <translation>import</translation>
    </message>
    <message>
        <source>Import roster</source>
        <translation>Import roster</translation>
    </message>
    <message>
        <source>The seed must be a whole number, not &quot;%1&quot;.</source>
        <translation>The seed must be a whole number, not &quot;%1&quot;.</translation>
    </message>
    <message>
        <source>Dice: whole numbers separated by commas, not &quot;%1&quot;.</source>
        <translation>Dice: whole numbers separated by commas, not &quot;%1&quot;.</translation>
    </message>
    <message>
        <source>Draw: &quot;army&quot; or a division number, not &quot;%1&quot;.</source>
        <translation>Draw: &quot;army&quot; or a division number, not &quot;%1&quot;.</translation>
    </message>
    <message>
        <source>Every commander is drawn already.</source>
        <translation>Every commander is drawn already.</translation>
    </message>
    <message>
        <source>Draw commanders</source>
        <translation>Draw commanders</translation>
    </message>
    <message>
        <source>save the sheets</source>
        <translation>save the sheets</translation>
    </message>
    <message>
        <source>Print the sheets</source>
        <translation>Print the sheets</translation>
    </message>
    <message>
        <source>The sheets could not be painted for this printer.</source>
        <translation>The sheets could not be painted for this printer.</translation>
    </message>
    <message>
        <source>d%1</source>
        <extracomment>A die with %1 sides (&quot;d6&quot;; in Polish &quot;k6&quot;).</extracomment>
        <translation>d%1</translation>
    </message>
    <message>
        <source>No catalogue of this roster has the unit &quot;%1&quot;.</source>
        <translation>No catalogue of this roster has the unit &quot;%1&quot;.</translation>
    </message>
    <message numerus="yes">
        <source>Regiments of this roster naming a unit that no loaded catalogue has: %n. They are kept unchanged, marked in red in the tree, and saved as they are.</source>
        <translation>
            <numerusform>Regiments of this roster naming a unit that no loaded catalogue has: %n. They are kept unchanged, marked in red in the tree, and saved as they are.</numerusform>
            <numerusform>Regiments of this roster naming a unit that no loaded catalogue has: %n. They are kept unchanged, marked in red in the tree, and saved as they are.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: d%2</source>
        <translation>%1: d%2</translation>
    </message>
    <message>
        <source>Dice, in order: %1. A general already in the army is rolled again on the same die.</source>
        <translation>Dice, in order: %1. A general already in the army is rolled again on the same die.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a whole number: type the results as numbers separated by commas.</source>
        <translation>&quot;%1&quot; is not a whole number: type the results as numbers separated by commas.</translation>
    </message>
    <message>
        <source>Type the results you rolled, in order: the first one is for %1, on a d%2 (1 to %2).</source>
        <translation>Type the results you rolled, in order: the first one is for %1, on a d%2 (1 to %2).</translation>
    </message>
    <message>
        <source>More results needed: the next one is for %1, on a d%2 (1 to %2).</source>
        <translation>More results needed: the next one is for %1, on a d%2 (1 to %2).</translation>
    </message>
    <message>
        <source>%1 is not on the die: result %2 is for %3, rolled on a d%4 (1 to %4).</source>
        <translation>%1 is not on the die: result %2 is for %3, rolled on a d%4 (1 to %4).</translation>
    </message>
    <message>
        <source>Choose the extra general&apos;s division</source>
        <translation>Choose the extra general&apos;s division</translation>
    </message>
</context>
<context>
    <name>sztab::gui::TableGameDocument</name>
    <message>
        <source>No game is open: start a new one or open one.</source>
        <translation>No game is open: start a new one or open one.</translation>
    </message>
    <message>
        <source>a game</source>
        <translation>a game</translation>
    </message>
    <message>
        <source>The game has no file yet: use Save as.</source>
        <translation>The game has no file yet: use Save as.</translation>
    </message>
    <message>
        <source>the game</source>
        <translation>the game</translation>
    </message>
</context>
</TS>
