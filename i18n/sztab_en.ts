<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
<context>
    <name>BuilderView</name>
    <message>
        <source>+ Division</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Infantry division</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cavalry division</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mixed division, infantry pool</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mixed division, cavalry pool</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draw commanders…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unit card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Upgrades</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draw log</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No commanders drawn yet. Use &quot;Draw commanders…&quot; (Ctrl+G).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CataloguePane</name>
    <message>
        <source>Catalogue</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Search units (Ctrl+F)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All arms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Infantry</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cavalry</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Artillery</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Any class</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Any trait</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>infantry</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cavalry</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>artillery</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 pts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 · class %2 · %3 bases</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>in roster %1/%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>in roster %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No unit matches.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add to %1 (Enter)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add a division first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add to the division (Enter)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DrawDialog</name>
    <message>
        <source>Draw commanders</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Who</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The whole army: commander-in-chief and every general</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only the general of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The program rolls, seed:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New seed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>We rolled at the table:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>e.g. 2,5,1,4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The same seed gives the same draw on every computer; the log below names it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draw</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draw log</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing drawn yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Close</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ErrorBanner</name>
    <message>
        <source>Dismiss</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>HomeView</name>
    <message>
        <source>Sztab</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Army lists for Bogowie wojny – Napoleon</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New roster…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unsaved rosters from an earlier session</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (autosaved %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Recover</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Discard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Recent rosters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 pts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>legal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not legal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No recent rosters yet. Start with &quot;New roster…&quot; (Ctrl+N) or open a .bwroster file (Ctrl+O).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1. New roster (Ctrl+N): choose the nation and the 32+8 format.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>2. Add a division, then units from the catalogue: Enter, the button or drag and drop.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>3. Watch the totals and the issues: click an issue to go to its entry.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>4. Draw the commanders (Ctrl+G), save (Ctrl+S) and copy the list as text for the forum.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>IssuePanel</name>
    <message>
        <source>Issues — errors: %1, warnings: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Issues</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No issues: the roster follows the rules.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Labels</name>
    <message>
        <source>regular</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>veteran</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>elite</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>infantry</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cavalry</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>artillery</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>mixed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>error</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>warning</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>guard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>irregular cavalry</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>light cavalry</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>light infantry</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>may gain elite</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>militia</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>regimental artillery</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Main</name>
    <message>
        <source>Sztab</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The roster is on the clipboard as text, ready for a forum post.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;New roster…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save &amp;as…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Close roster</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Import JSON…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Export JSON…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy as &amp;text (forum post)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Print sheets…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save sheets as P&amp;DF…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Undo %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Redo %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Find unit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Draw commanders…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Settings…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open &amp;recent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Roster</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add &amp;infantry division</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add &amp;cavalry division</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Settings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open roster</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save roster as</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Import roster JSON</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export roster JSON</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save sheets as PDF</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PDF files (*.pdf)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>JSON files (*.json)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rosters (*.bwroster)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sheets saved as PDF.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>NewRosterDialog</name>
    <message>
        <source>New roster</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Create</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>e.g. VIII Corps, Leipzig tournament</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ruleset</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Format</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (units %2 + upgrades %3, at most %4 bases)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Custom limits agreed by the players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Limits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>units</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>upgrades</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>bases</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Catalogues</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 — demo statistics</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No catalogue for this nation.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RosterRow</name>
    <message>
        <source>Commander-in-chief</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, %2 pool</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No commander yet: draw one (Ctrl+G)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 · command %2 · %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not historical</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Attach to a historical division</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ambush</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Actions for this row (menu key)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RosterTree</name>
    <message>
        <source>A roster is built from divisions. Add one, then add units to it from the catalogue.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add infantry division</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rename division…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draw this division&apos;s general…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draw commanders…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Division type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Infantry</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cavalry</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mixed, general from the infantry pool</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mixed, general from the cavalry pool</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Duplicate (Ctrl+D)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move up (Alt+Up)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move down (Alt+Down)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move to division</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove (Delete)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>bases</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move to the previous division</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move to the next division</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Settings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Theme</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Follow the system</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Light</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dark</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unit and catalogue names follow the language too. The rules texts in the sheets are printed in the language chosen when printing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Close</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TotalsBar</name>
    <message>
        <source>%1 / %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Units and generals</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Upgrades</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Total points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bases</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Artillery bases</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Army morale</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>✔ Legal roster</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>✔ Legal · warnings: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>✖ Not legal · errors: %1 · warnings: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>UnitCard</name>
    <message>
        <source>Pick a unit in the catalogue to see its statistics.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bases</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cost class</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Arm</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In roster</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 of max %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Traits: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 × %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move line/column</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1/%2 cm</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Weapon, range</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2 cm</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>WB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Combat value: dice in melee</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SO</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Firepower: dice when shooting</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>WTR</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stamina: losses a battalion takes before it is removed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Morale</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ammunition</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Special rules: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>UnsavedDialog</name>
    <message>
        <source>Unsaved changes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; has changes that are not saved. Save them first?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Discard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>UpgradesPanel</name>
    <message>
        <source>%1 pts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>bought</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>levels</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>how many</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set on the regiments in the roster: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>sztab::gui::RosterDocument</name>
    <message>
        <source>Untitled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, at most %2 bases</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> — historical general, no draw (BWN 13.2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>redraw</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>draw</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (seed %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (players&apos; dice)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open or create a roster first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add regiment</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove regiment</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move regiment</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Duplicate regiment</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set ambush</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rename division</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove division</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Duplicate division</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Attach to historical division</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rename roster</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unknown status &quot;%1&quot;: regular, veteran or elite.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set status</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unknown division arm &quot;%1&quot;: infantry, cavalry or mixed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add division</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change division arm</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change upgrade</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change limits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: not a local file (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New roster: choose at least one catalogue.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>new roster</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>open</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing to save: open or create a roster first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose where to save the roster (Save as).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>save</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing to export: open or create a roster first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>export</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>import</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Import roster</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The seed must be a whole number, not &quot;%1&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dice: whole numbers separated by commas, not &quot;%1&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draw: &quot;army&quot; or a division number, not &quot;%1&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every commander is drawn already.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draw commanders</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>save the sheets</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Print the sheets</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The sheets could not be painted for this printer.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
