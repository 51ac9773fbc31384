<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="pl_PL">
<context>
    <name>BuilderView</name>
    <message>
        <source>+ Division</source>
        <translation>+ Dywizja</translation>
    </message>
    <message>
        <source>Infantry division</source>
        <translation>Dywizja piechoty</translation>
    </message>
    <message>
        <source>Cavalry division</source>
        <translation>Dywizja jazdy</translation>
    </message>
    <message>
        <source>Mixed division, infantry pool</source>
        <translation>Dywizja mieszana, pula piechoty</translation>
    </message>
    <message>
        <source>Mixed division, cavalry pool</source>
        <translation>Dywizja mieszana, pula jazdy</translation>
    </message>
    <message>
        <source>Draw commanders…</source>
        <translation>Losowanie dowódców…</translation>
    </message>
    <message>
        <source>No commanders drawn yet. Use &quot;Draw commanders…&quot; (Ctrl+G).</source>
        <translation>Dowódcy nie zostali jeszcze wylosowani. Użyj „Losowanie dowódców…” (Ctrl+G).</translation>
    </message>
    <message>
        <source>Unit card</source>
        <comment>side tab: one short word</comment>
        <translation>Jednostka</translation>
    </message>
    <message>
        <source>Upgrades</source>
        <comment>side tab: one short word</comment>
        <translation>Ulepszenia</translation>
    </message>
    <message>
        <source>Draw log</source>
        <comment>side tab: one short word</comment>
        <translation>Losowanie</translation>
    </message>
</context>
<context>
    <name>CatalogueEditorAbout</name>
    <message>
        <source>Id</source>
        <translation>Identyfikator</translation>
    </message>
    <message>
        <source>Ruleset</source>
        <translation>Zasady</translation>
    </message>
    <message>
        <source>Name (Polish)</source>
        <translation>Nazwa (po polsku)</translation>
    </message>
    <message>
        <source>Name (English)</source>
        <translation>Nazwa (po angielsku)</translation>
    </message>
    <message>
        <source>Nation (id)</source>
        <translation>Nacja (identyfikator)</translation>
    </message>
    <message>
        <source>Period</source>
        <translation>Okres</translation>
    </message>
    <message>
        <source>Nation (Polish)</source>
        <translation>Nacja (po polsku)</translation>
    </message>
    <message>
        <source>Nation (English)</source>
        <translation>Nacja (po angielsku)</translation>
    </message>
    <message>
        <source>Author</source>
        <translation>Autor</translation>
    </message>
    <message>
        <source>Edition</source>
        <translation>Wydanie</translation>
    </message>
    <message>
        <source>Demo data (illustrative statistics, not the publisher&apos;s)</source>
        <translation>Dane demonstracyjne (przykładowe statystyki, nie wydawcy)</translation>
    </message>
    <message>
        <source>Changelog</source>
        <translation>Historia zmian</translation>
    </message>
    <message>
        <source>Add entry</source>
        <translation>Dodaj wpis</translation>
    </message>
</context>
<context>
    <name>CatalogueEditorIssues</name>
    <message>
        <source>Issues — errors: %1, warnings: %2</source>
        <translation>Problemy — błędy: %1, ostrzeżenia: %2</translation>
    </message>
    <message>
        <source>Issues</source>
        <translation>Problemy</translation>
    </message>
    <message>
        <source>No issues: the catalogue passes every check.</source>
        <translation>Brak problemów: katalog przechodzi wszystkie sprawdzenia.</translation>
    </message>
</context>
<context>
    <name>CatalogueEditorTable</name>
    <message>
        <source>Add</source>
        <translation>Dodaj</translation>
    </message>
    <message>
        <source>Duplicate</source>
        <translation>Powiel</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Usuń</translation>
    </message>
    <message numerus="yes">
        <source>%n row(s)</source>
        <translation>
            <numerusform>%n wiersz</numerusform>
            <numerusform>%n wiersze</numerusform>
            <numerusform>%n wierszy</numerusform>
        </translation>
    </message>
    <message>
        <source>Nothing here yet: add a row, or import a spreadsheet (CSV).</source>
        <translation>Na razie pusto: dodaj wiersz albo zaimportuj arkusz kalkulacyjny (CSV).</translation>
    </message>
</context>
<context>
    <name>CatalogueEditorView</name>
    <message>
        <source>New…</source>
        <translation>Nowy…</translation>
    </message>
    <message>
        <source>Open…</source>
        <translation>Otwórz…</translation>
    </message>
    <message>
        <source>Save a copy</source>
        <translation>Zapisz kopię</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Zapisz</translation>
    </message>
    <message>
        <source>Into your catalogues folder, where the New roster dialog finds it</source>
        <translation>Do twojego folderu katalogów, gdzie znajdzie go okno nowej rozpiski</translation>
    </message>
    <message>
        <source>Save as…</source>
        <translation>Zapisz jako…</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Cofnij</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Ponów</translation>
    </message>
    <message>
        <source>Import CSV…</source>
        <translation>Importuj CSV…</translation>
    </message>
    <message>
        <source>Export…</source>
        <translation>Eksportuj…</translation>
    </message>
    <message>
        <source>Import file…</source>
        <translation>Importuj plik…</translation>
    </message>
    <message>
        <source>(template)</source>
        <translation>(szablon)</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Zamknij</translation>
    </message>
    <message>
        <source>Profiles (%1)</source>
        <translation>Profile (%1)</translation>
    </message>
    <message>
        <source>Units (%1)</source>
        <translation>Jednostki (%1)</translation>
    </message>
    <message>
        <source>Generals (%1)</source>
        <translation>Generałowie (%1)</translation>
    </message>
    <message>
        <source>Divisions (%1)</source>
        <translation>Dywizje (%1)</translation>
    </message>
    <message>
        <source>Corps (%1)</source>
        <translation>Korpusy (%1)</translation>
    </message>
    <message>
        <source>About</source>
        <translation>O katalogu</translation>
    </message>
    <message>
        <source>Add profile</source>
        <translation>Dodaj profil</translation>
    </message>
    <message>
        <source>Add unit</source>
        <translation>Dodaj jednostkę</translation>
    </message>
    <message>
        <source>Add general</source>
        <translation>Dodaj generała</translation>
    </message>
    <message>
        <source>Add division</source>
        <translation>Dodaj dywizję</translation>
    </message>
    <message>
        <source>Add corps</source>
        <translation>Dodaj korpus</translation>
    </message>
    <message>
        <source>Start a new catalogue, or open one (a bundled catalogue opens as a template to copy).</source>
        <translation>Zacznij nowy katalog albo otwórz istniejący (katalog dołączony do programu otwiera się jako szablon do skopiowania).</translation>
    </message>
    <message>
        <source>New catalogue</source>
        <translation>Nowy katalog</translation>
    </message>
    <message>
        <source>Id (file name, no spaces)</source>
        <translation>Identyfikator (nazwa pliku, bez spacji)</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nazwa</translation>
    </message>
    <message>
        <source>Bavaria 1809 (club)</source>
        <translation>Bawaria 1809 (klubowy)</translation>
    </message>
    <message>
        <source>Nation (id)</source>
        <translation>Nacja (identyfikator)</translation>
    </message>
    <message>
        <source>Nation (in words)</source>
        <translation>Nacja (słownie)</translation>
    </message>
    <message>
        <source>Bavaria</source>
        <translation>Bawaria</translation>
    </message>
    <message>
        <source>Period</source>
        <translation>Okres</translation>
    </message>
    <message>
        <source>Ruleset</source>
        <translation>Zasady</translation>
    </message>
    <message>
        <source>Author</source>
        <translation>Autor</translation>
    </message>
    <message>
        <source>Open catalogue</source>
        <translation>Otwórz katalog</translation>
    </message>
    <message>
        <source>demo</source>
        <translation>demo</translation>
    </message>
    <message>
        <source>From a file…</source>
        <translation>Z pliku…</translation>
    </message>
    <message>
        <source>Open catalogue file</source>
        <translation>Otwórz plik katalogu</translation>
    </message>
    <message>
        <source>Save catalogue as</source>
        <translation>Zapisz katalog jako</translation>
    </message>
    <message>
        <source>Export catalogue (one file to share)</source>
        <translation>Eksportuj katalog (jeden plik do udostępnienia)</translation>
    </message>
    <message>
        <source>Import a shared catalogue</source>
        <translation>Importuj udostępniony katalog</translation>
    </message>
    <message>
        <source>Your copy %1 replaces the bundled %2 for the app and bwn: rosters made on the bundled one open with your copy.</source>
        <translation>Twoja kopia %1 zastępuje dołączony katalog %2 w programie i w bwn: rozpiski zrobione na dołączonym otwierają się z twoją kopią.</translation>
    </message>
    <message>
        <source>Id &quot;%1&quot; is the bundled %2&apos;s: saving into your catalogues replaces it for the app and bwn. Change the id to keep both.</source>
        <translation>Identyfikator „%1” ma dołączony katalog %2: zapis w twoich katalogach zastąpi go w programie i w bwn. Zmień identyfikator, żeby zachować oba.</translation>
    </message>
    <message>
        <source>Change the id</source>
        <translation>Zmień identyfikator</translation>
    </message>
    <message>
        <source>Remove my copy</source>
        <translation>Usuń moją kopię</translation>
    </message>
    <message>
        <source>Replace the bundled catalogue?</source>
        <translation>Zastąpić dołączony katalog?</translation>
    </message>
    <message>
        <source>%1 has the id &quot;%2&quot;. Saved into your catalogues, this copy replaces it for the app and bwn, and rosters made on it open with your copy. Change the id to keep both.</source>
        <translation>%1 ma identyfikator „%2”. Zapisana w twoich katalogach, ta kopia zastąpi go w programie i w bwn, a rozpiski zrobione na nim otworzą się z twoją kopią. Zmień identyfikator, żeby zachować oba.</translation>
    </message>
    <message>
        <source>Save and replace</source>
        <translation>Zapisz i zastąp</translation>
    </message>
    <message>
        <source>your copy, replaces the bundled one</source>
        <translation>twoja kopia, zastępuje dołączony</translation>
    </message>
</context>
<context>
    <name>CatalogueEditorWindow</name>
    <message>
        <source>Catalogue editor</source>
        <translation>Edytor katalogów</translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation>Niezapisane zmiany</translation>
    </message>
    <message>
        <source>The catalogue has changes that are not saved. Save them to your catalogues?</source>
        <translation>Katalog ma niezapisane zmiany. Zapisać je w twoich katalogach?</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Zapisz</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Odrzuć</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Anuluj</translation>
    </message>
</context>
<context>
    <name>CataloguePane</name>
    <message>
        <source>Catalogue</source>
        <translation>Katalog</translation>
    </message>
    <message>
        <source>Search units (Ctrl+F)</source>
        <translation>Szukaj jednostek (Ctrl+F)</translation>
    </message>
    <message>
        <source>All arms</source>
        <translation>Wszystkie rodzaje</translation>
    </message>
    <message>
        <source>Infantry</source>
        <translation>Piechota</translation>
    </message>
    <message>
        <source>Cavalry</source>
        <translation>Jazda</translation>
    </message>
    <message>
        <source>Artillery</source>
        <translation>Artyleria</translation>
    </message>
    <message>
        <source>Any class</source>
        <translation>Każda klasa</translation>
    </message>
    <message>
        <source>Any trait</source>
        <translation>Dowolna cecha</translation>
    </message>
    <message>
        <source>infantry</source>
        <translation>piechota</translation>
    </message>
    <message>
        <source>cavalry</source>
        <translation>jazda</translation>
    </message>
    <message>
        <source>artillery</source>
        <translation>artyleria</translation>
    </message>
    <message>
        <source>%1 pts</source>
        <translation>%1 pkt</translation>
    </message>
    <message>
        <source>%1 · class %2 · %3 bases</source>
        <translation>%1 · klasa %2 · podstawki: %3</translation>
    </message>
    <message>
        <source>%1 · %2 bases</source>
        <translation>%1 · podstawki: %2</translation>
    </message>
    <message>
        <source>in roster %1/%2</source>
        <translation>w rozpisce %1/%2</translation>
    </message>
    <message>
        <source>in roster %1</source>
        <translation>w rozpisce %1</translation>
    </message>
    <message>
        <source>No unit matches.</source>
        <translation>Żadna jednostka nie pasuje.</translation>
    </message>
    <message>
        <source>Add to %1 (Enter)</source>
        <translation>Dodaj do: %1 (Enter)</translation>
    </message>
    <message>
        <source>Add a division first</source>
        <translation>Najpierw dodaj dywizję</translation>
    </message>
    <message>
        <source>Add to the division (Enter)</source>
        <translation>Dodaj do dywizji (Enter)</translation>
    </message>
</context>
<context>
    <name>CloseAllDialog</name>
    <message>
        <source>Unsaved changes</source>
        <translation>Niezapisane zmiany</translation>
    </message>
    <message>
        <source>These documents have changes that are not saved. Save or discard each, or cancel to go back.</source>
        <translation>Te dokumenty mają niezapisane zmiany. Zapisz lub odrzuć każdy z nich albo anuluj, żeby wrócić.</translation>
    </message>
    <message>
        <source>Save all</source>
        <translation>Zapisz wszystkie</translation>
    </message>
    <message>
        <source>Discard all</source>
        <translation>Odrzuć wszystkie</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Anuluj</translation>
    </message>
</context>
<context>
    <name>CloseAllRow</name>
    <message>
        <source>saved</source>
        <translation>zapisano</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Zapisz</translation>
    </message>
    <message>
        <source>Save as…</source>
        <translation>Zapisz jako…</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Odrzuć</translation>
    </message>
    <message>
        <source>Keep</source>
        <translation>Zostaw</translation>
    </message>
    <message>
        <source>to be discarded</source>
        <translation>do odrzucenia</translation>
    </message>
</context>
<context>
    <name>CsvImportDialog</name>
    <message>
        <source>Import from a spreadsheet (CSV)</source>
        <translation>Import z arkusza kalkulacyjnego (CSV)</translation>
    </message>
    <message>
        <source>id</source>
        <translation>identyfikator</translation>
    </message>
    <message>
        <source>name</source>
        <translation>nazwa</translation>
    </message>
    <message>
        <source>name (Polish)</source>
        <translation>nazwa (po polsku)</translation>
    </message>
    <message>
        <source>name (English)</source>
        <translation>nazwa (po angielsku)</translation>
    </message>
    <message>
        <source>cost class</source>
        <translation>klasa kosztu</translation>
    </message>
    <message>
        <source>kind</source>
        <translation>rodzaj</translation>
    </message>
    <message>
        <source>move in line</source>
        <translation>ruch w linii</translation>
    </message>
    <message>
        <source>move in column</source>
        <translation>ruch w kolumnie</translation>
    </message>
    <message>
        <source>weapon</source>
        <translation>broń</translation>
    </message>
    <message>
        <source>weapon (Polish)</source>
        <translation>broń (po polsku)</translation>
    </message>
    <message>
        <source>weapon (English)</source>
        <translation>broń (po angielsku)</translation>
    </message>
    <message>
        <source>range</source>
        <translation>zasięg</translation>
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
        <translation>zasady specjalne</translation>
    </message>
    <message>
        <source>ammunition</source>
        <translation>amunicja</translation>
    </message>
    <message>
        <source>historical id</source>
        <translation>identyfikator historyczny</translation>
    </message>
    <message>
        <source>profile</source>
        <translation>profil</translation>
    </message>
    <message>
        <source>bases</source>
        <translation>podstawki</translation>
    </message>
    <message>
        <source>maximum</source>
        <translation>maksimum</translation>
    </message>
    <message>
        <source>traits</source>
        <translation>cechy</translation>
    </message>
    <message>
        <source>roles</source>
        <translation>funkcje</translation>
    </message>
    <message>
        <source>pool</source>
        <translation>pula</translation>
    </message>
    <message>
        <source>command</source>
        <translation>dowodzenie</translation>
    </message>
    <message>
        <source>rules (Polish)</source>
        <translation>zasady (po polsku)</translation>
    </message>
    <message>
        <source>rules (English)</source>
        <translation>zasady (po angielsku)</translation>
    </message>
    <message>
        <source>Choose a CSV file</source>
        <translation>Wybierz plik CSV</translation>
    </message>
    <message>
        <source>Import</source>
        <translation>Importuj</translation>
    </message>
    <message>
        <source>Profiles</source>
        <translation>Profile</translation>
    </message>
    <message>
        <source>Units</source>
        <translation>Jednostki</translation>
    </message>
    <message>
        <source>Generals</source>
        <translation>Generałowie</translation>
    </message>
    <message>
        <source>Choose file…</source>
        <translation>Wybierz plik…</translation>
    </message>
    <message>
        <source>No file chosen</source>
        <translation>Nie wybrano pliku</translation>
    </message>
    <message numerus="yes">
        <source>Separator: %1 · Encoding: %2 · %n row(s)</source>
        <translation>
            <numerusform>Separator: %1 · Kodowanie: %2 · %n wiersz</numerusform>
            <numerusform>Separator: %1 · Kodowanie: %2 · %n wiersze</numerusform>
            <numerusform>Separator: %1 · Kodowanie: %2 · %n wierszy</numerusform>
        </translation>
    </message>
    <message>
        <source>Columns: which column of the file holds each field (bold: required)</source>
        <translation>Kolumny: w której kolumnie pliku jest każde pole (pogrubione: wymagane)</translation>
    </message>
    <message>
        <source>— none —</source>
        <translation>— brak —</translation>
    </message>
    <message>
        <source>Required fields without a column: %1</source>
        <translation>Wymagane pola bez kolumny: %1</translation>
    </message>
    <message>
        <source>%1 of %2 rows cannot be read (marked below); nothing is imported unless you skip them.</source>
        <translation>Nie da się odczytać %1 z %2 wierszy (zaznaczone niżej); nic nie zostanie zaimportowane, dopóki ich nie pominiesz.</translation>
    </message>
    <message>
        <source>Line</source>
        <translation>Wiersz</translation>
    </message>
    <message>
        <source>Skip bad rows</source>
        <translation>Pomiń błędne wiersze</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Anuluj</translation>
    </message>
    <message>
        <source>One column, one field</source>
        <translation>Jedna kolumna, jedno pole</translation>
    </message>
    <message>
        <source>Column &quot;%1&quot; already holds %2. Take it for %3 instead, leaving %2 without a column?</source>
        <translation>Kolumna „%1” zawiera już pole %2. Przypisać ją do pola %3, zostawiając %2 bez kolumny?</translation>
    </message>
    <message>
        <source>The file has no rows below its header: nothing to import.</source>
        <translation>Plik nie ma wierszy pod nagłówkiem: nie ma czego importować.</translation>
    </message>
    <message numerus="yes">
        <source>Every row reads: %n row(s) will be imported as shown below.</source>
        <translation>
            <numerusform>Wszystkie wiersze są poprawne: %n wiersz zostanie zaimportowany tak, jak poniżej.</numerusform>
            <numerusform>Wszystkie wiersze są poprawne: %n wiersze zostaną zaimportowane tak, jak poniżej.</numerusform>
            <numerusform>Wszystkie wiersze są poprawne: %n wierszy zostanie zaimportowanych tak, jak poniżej.</numerusform>
        </translation>
    </message>
    <message>
        <source>Choose a CSV file saved by a spreadsheet: comma, semicolon or tab separated, UTF-8, UTF-16 (&quot;Unicode text&quot;) or Windows-1250, decimal commas allowed. The first line names the columns, in Polish or English; ids are made from the names when there is no id column.</source>
        <translation>Wybierz plik CSV zapisany przez arkusz kalkulacyjny: przecinki, średniki lub tabulatory, UTF-8, UTF-16 („Tekst Unicode”) albo Windows-1250, przecinki dziesiętne dozwolone. Pierwszy wiersz nazywa kolumny, po polsku lub po angielsku; bez kolumny identyfikatorów identyfikatory powstają z nazw.</translation>
    </message>
    <message numerus="yes">
        <source>Import %n row(s)</source>
        <translation>
            <numerusform>Importuj %n wiersz</numerusform>
            <numerusform>Importuj %n wiersze</numerusform>
            <numerusform>Importuj %n wierszy</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DiceField</name>
    <message>
        <source>Program&apos;s die</source>
        <translation>Kość programu</translation>
    </message>
    <message>
        <source>Ours:</source>
        <translation>Nasze:</translation>
    </message>
    <message>
        <source>e.g. 7</source>
        <translation>np. 7</translation>
    </message>
</context>
<context>
    <name>DiceLog</name>
    <message>
        <source>Log</source>
        <translation>Dziennik</translation>
    </message>
    <message>
        <source>The players&apos; own dice, typed in</source>
        <translation>Własne kości graczy, wpisane</translation>
    </message>
    <message>
        <source>The program&apos;s dice (from the game&apos;s seed)</source>
        <translation>Kości programu (z ziarna gry)</translation>
    </message>
</context>
<context>
    <name>DieEntryDialog</name>
    <message>
        <source>What did the die show?</source>
        <translation>Co wypadło na kości?</translation>
    </message>
    <message>
        <source>The players&apos; die</source>
        <translation>Kość graczy</translation>
    </message>
</context>
<context>
    <name>DocumentUnsavedDialog</name>
    <message>
        <source>Unsaved changes</source>
        <translation>Niezapisane zmiany</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Zapisz</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Odrzuć</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Anuluj</translation>
    </message>
    <message>
        <source>&quot;%1&quot; has changes that are not saved. Save them first?</source>
        <translation>W dokumencie „%1” są niezapisane zmiany. Zapisać je najpierw?</translation>
    </message>
</context>
<context>
    <name>DrawDialog</name>
    <message>
        <source>Draw commanders</source>
        <translation>Losowanie dowódców</translation>
    </message>
    <message>
        <source>Who</source>
        <translation>Kogo</translation>
    </message>
    <message>
        <source>The whole army: commander-in-chief and every general</source>
        <translation>Cała armia: wódz naczelny i wszyscy generałowie</translation>
    </message>
    <message>
        <source>Only the general of %1</source>
        <translation>Tylko generał dywizji: %1</translation>
    </message>
    <message>
        <source>Dice</source>
        <translation>Kości</translation>
    </message>
    <message>
        <source>The program rolls, seed:</source>
        <translation>Rzuca program, ziarno:</translation>
    </message>
    <message>
        <source>New seed</source>
        <translation>Nowe ziarno</translation>
    </message>
    <message>
        <source>We rolled at the table:</source>
        <translation>Rzuciliśmy przy stole:</translation>
    </message>
    <message>
        <source>e.g. 2,5,1,4</source>
        <translation>np. 2,5,1,4</translation>
    </message>
    <message>
        <source>The same seed gives the same draw on every computer; the log below names it.</source>
        <translation>To samo ziarno daje to samo losowanie na każdym komputerze; protokół poniżej je podaje.</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>Losuj</translation>
    </message>
    <message>
        <source>Draw log</source>
        <translation>Protokół losowania</translation>
    </message>
    <message>
        <source>Nothing drawn yet.</source>
        <translation>Jeszcze nic nie wylosowano.</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Zamknij</translation>
    </message>
</context>
<context>
    <name>ErrorBanner</name>
    <message>
        <source>Dismiss</source>
        <translation>Zamknij</translation>
    </message>
</context>
<context>
    <name>GameAreas</name>
    <message>
        <source>Roster builder</source>
        <translation>Edytor rozpisek</translation>
    </message>
    <message>
        <source>roster</source>
        <translation>rozpiska</translation>
    </message>
    <message>
        <source>Save roster &amp;as…</source>
        <translation>Zapisz rozpiskę &amp;jako…</translation>
    </message>
    <message>
        <source>&amp;Close roster</source>
        <translation>Za&amp;mknij rozpiskę</translation>
    </message>
    <message>
        <source>&amp;Print sheets…</source>
        <translation>&amp;Drukuj arkusze…</translation>
    </message>
    <message>
        <source>Save sheets as P&amp;DF…</source>
        <translation>Zapisz arkusze jako PD&amp;F…</translation>
    </message>
    <message>
        <source>New roster…</source>
        <translation>Nowa rozpiska…</translation>
    </message>
    <message>
        <source>Battle planner</source>
        <translation>Planer bitwy</translation>
    </message>
    <message>
        <source>battle plan</source>
        <translation>plan bitwy</translation>
    </message>
    <message>
        <source>Save battle plan &amp;as…</source>
        <translation>Zapisz plan bitwy &amp;jako…</translation>
    </message>
    <message>
        <source>&amp;Close battle plan</source>
        <translation>Za&amp;mknij plan bitwy</translation>
    </message>
    <message>
        <source>&amp;Export map…</source>
        <translation>&amp;Eksportuj mapę…</translation>
    </message>
    <message>
        <source>Battle planner…</source>
        <translation>Planer bitwy…</translation>
    </message>
    <message>
        <source>New battle plan…</source>
        <translation>Nowy plan bitwy…</translation>
    </message>
    <message>
        <source>B19 patrol phase (Gettysburg demo)</source>
        <translation>Faza patroli B19 (demo: Gettysburg)</translation>
    </message>
    <message>
        <source>Krwawe Stepy Krymu 1854</source>
        <translation>Krwawe Stepy Krymu 1854</translation>
    </message>
    <message>
        <source>Krwawe Stepy Krymu game</source>
        <translation>gra Krwawe Stepy Krymu</translation>
    </message>
    <message>
        <source>Save Krwawe Stepy Krymu game &amp;as…</source>
        <translation>Zapisz grę Krwawe Stepy Krymu &amp;jako…</translation>
    </message>
    <message>
        <source>&amp;Close Krwawe Stepy Krymu game</source>
        <translation>Za&amp;mknij grę Krwawe Stepy Krymu</translation>
    </message>
    <message>
        <source>&amp;Print diagrams…</source>
        <translation>&amp;Drukuj diagramy…</translation>
    </message>
    <message>
        <source>Diagrams as P&amp;DF…</source>
        <translation>Diagramy jako PD&amp;F…</translation>
    </message>
    <message>
        <source>Krwawe Stepy Krymu 1854…</source>
        <translation>Krwawe Stepy Krymu 1854…</translation>
    </message>
    <message>
        <source>New Krwawe Stepy Krymu game (the Alma)</source>
        <translation>Nowa gra Krwawe Stepy Krymu (Alma)</translation>
    </message>
    <message>
        <source>Maciejowice 1794</source>
        <translation>Maciejowice 1794</translation>
    </message>
    <message>
        <source>Maciejowice game</source>
        <translation>gra Maciejowice</translation>
    </message>
    <message>
        <source>Save Maciejowice game &amp;as…</source>
        <translation>Zapisz grę Maciejowice &amp;jako…</translation>
    </message>
    <message>
        <source>&amp;Close Maciejowice game</source>
        <translation>Za&amp;mknij grę Maciejowice</translation>
    </message>
    <message>
        <source>&amp;Print schedule…</source>
        <translation>&amp;Drukuj harmonogram…</translation>
    </message>
    <message>
        <source>Schedule as P&amp;DF…</source>
        <translation>Harmonogram jako PD&amp;F…</translation>
    </message>
    <message>
        <source>Maciejowice 1794…</source>
        <translation>Maciejowice 1794…</translation>
    </message>
    <message>
        <source>New Maciejowice game…</source>
        <translation>Nowa gra Maciejowice…</translation>
    </message>
</context>
<context>
    <name>GeneralCard</name>
    <message>
        <source>Commander-in-chief</source>
        <translation>Wódz naczelny</translation>
    </message>
    <message>
        <source>Command</source>
        <translation>Dowodzenie</translation>
    </message>
    <message>
        <source>Character</source>
        <translation>Charakter</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Punkty</translation>
    </message>
    <message>
        <source>Rules: %1</source>
        <translation>Zasady: %1</translation>
    </message>
</context>
<context>
    <name>HandOverScreen</name>
    <message>
        <source>Pass the computer to: %1</source>
        <translation>Przekażcie komputer: %1</translation>
    </message>
    <message>
        <source>The other player looks away: what comes next is secret.</source>
        <translation>Drugi gracz odwraca wzrok: to, co teraz, jest tajne.</translation>
    </message>
    <message>
        <source>I am %1: show my screen</source>
        <translation>To ja, %1: pokaż mój ekran</translation>
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
        <translation>Rozpiski armii do „Bogowie wojny – Napoleon”</translation>
    </message>
    <message>
        <source>New roster…</source>
        <translation>Nowa rozpiska…</translation>
    </message>
    <message>
        <source>Open…</source>
        <translation>Otwórz…</translation>
    </message>
    <message>
        <source>Recover</source>
        <translation>Przywróć</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Odrzuć</translation>
    </message>
    <message>
        <source>%1 pts</source>
        <translation>%1 pkt</translation>
    </message>
    <message>
        <source>legal</source>
        <translation>zgodna z zasadami</translation>
    </message>
    <message>
        <source>not legal</source>
        <translation>niezgodna z zasadami</translation>
    </message>
    <message>
        <source>1. New roster (Ctrl+N): choose the nation and the 32+8 format.</source>
        <translation>1. Nowa rozpiska (Ctrl+N): wybierz nację i format 32+8.</translation>
    </message>
    <message>
        <source>2. Add a division, then units from the catalogue: Enter, the button or drag and drop.</source>
        <translation>2. Dodaj dywizję, a potem jednostki z katalogu: Enter, przycisk albo przeciągnij i upuść.</translation>
    </message>
    <message>
        <source>3. Watch the totals and the issues: click an issue to go to its entry.</source>
        <translation>3. Pilnuj sum i problemów: kliknięcie problemu przenosi do jego pozycji.</translation>
    </message>
    <message>
        <source>4. Draw the commanders (Ctrl+G), save (Ctrl+S) and copy the list as text for the forum.</source>
        <translation>4. Wylosuj dowódców (Ctrl+G), zapisz (Ctrl+S) i skopiuj rozpiskę jako tekst na forum.</translation>
    </message>
    <message>
        <source>Catalogues…</source>
        <translation>Katalogi…</translation>
    </message>
    <message>
        <source>missing</source>
        <translation>brak pliku</translation>
    </message>
    <message>
        <source>cannot open</source>
        <translation>nie otwiera się</translation>
    </message>
    <message>
        <source>Unsaved work from an earlier session</source>
        <translation>Niezapisana praca z poprzedniej sesji</translation>
    </message>
    <message>
        <source>Recent files</source>
        <translation>Ostatnie pliki</translation>
    </message>
    <message>
        <source>stage %1</source>
        <translation>etap %1</translation>
    </message>
    <message>
        <source>No recent files yet. Start with &quot;New roster…&quot; (Ctrl+N) or open a .bwroster file (Ctrl+O); saved games are listed here too.</source>
        <translation>Nie ma jeszcze ostatnich plików. Zacznij od „Nowa rozpiska…” (Ctrl+N) albo otwórz plik .bwroster (Ctrl+O); zapisane gry też się tu pojawią.</translation>
    </message>
    <message>
        <source>%1: %2 (autosaved %3)</source>
        <translation>%1: %2 (autozapis %3)</translation>
    </message>
</context>
<context>
    <name>IssuePanel</name>
    <message>
        <source>Issues — errors: %1, warnings: %2</source>
        <translation>Problemy — błędy: %1, ostrzeżenia: %2</translation>
    </message>
    <message>
        <source>Issues</source>
        <translation>Problemy</translation>
    </message>
    <message>
        <source>No issues: the roster follows the rules.</source>
        <translation>Brak problemów: rozpiska jest zgodna z zasadami.</translation>
    </message>
</context>
<context>
    <name>KskDiagramCard</name>
    <message>
        <source>activated</source>
        <translation>aktywowana</translation>
    </message>
    <message>
        <source>Axis: %1</source>
        <translation>Oś: %1</translation>
    </message>
    <message>
        <source>Distance: %1 hexes</source>
        <translation>Dystans: %1 heks.</translation>
    </message>
    <message>
        <source>Hex: %1</source>
        <translation>Heks: %1</translation>
    </message>
    <message>
        <source>Change order…</source>
        <translation>Zmień rozkaz…</translation>
    </message>
    <message>
        <source>Move…</source>
        <translation>Przesuń…</translation>
    </message>
    <message>
        <source>Units disordered or broken (III.31)</source>
        <translation>Oddziały zdezorganizowane lub rozbite (III.31)</translation>
    </message>
    <message>
        <source>of %1</source>
        <translation>z %1</translation>
    </message>
    <message>
        <source>Set</source>
        <translation>Ustaw</translation>
    </message>
    <message>
        <source>Defence now (III.31)</source>
        <translation>Obrona od razu (III.31)</translation>
    </message>
</context>
<context>
    <name>KskInterceptDialog</name>
    <message>
        <source>Courier %1 of side %2 at hex %3: intercepted?</source>
        <translation>Goniec %1 strony %2 na heksie %3: przechwycony?</translation>
    </message>
    <message>
        <source>On a miss he gives way to hex</source>
        <translation>Jeśli nie, ustępuje na heks</translation>
    </message>
    <message>
        <source>optional</source>
        <translation>opcjonalnie</translation>
    </message>
    <message>
        <source>Roll</source>
        <translation>Rzuć</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Zamknij</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Anuluj</translation>
    </message>
</context>
<context>
    <name>KskMoveDialog</name>
    <message>
        <source>Move %1</source>
        <translation>Przesuń: %1</translation>
    </message>
    <message>
        <source>New hex</source>
        <translation>Nowy heks</translation>
    </message>
    <message>
        <source>e.g. 0412</source>
        <translation>np. 0412</translation>
    </message>
    <message>
        <source>Every hex was gained along the axis</source>
        <translation>Każdy heks przebyty po osi działania</translation>
    </message>
    <message>
        <source>Hexes gained (III.27)</source>
        <translation>Heksy przebyte po osi (III.27)</translation>
    </message>
</context>
<context>
    <name>KskOrderDialog</name>
    <message>
        <source>New order for %1</source>
        <translation>Nowy rozkaz: %1</translation>
    </message>
    <message>
        <source>Order</source>
        <translation>Rozkaz</translation>
    </message>
    <message>
        <source>A — Attack</source>
        <translation>A — Atak</translation>
    </message>
    <message>
        <source>O — Defence</source>
        <translation>O — Obrona</translation>
    </message>
    <message>
        <source>MF — Forced march</source>
        <translation>MF — Marsz forsowny</translation>
    </message>
    <message>
        <source>Distance (III.22)</source>
        <translation>Dystans (III.22)</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Notatka</translation>
    </message>
    <message>
        <source>your own words (secret)</source>
        <translation>własne słowa (tajne)</translation>
    </message>
    <message>
        <source>How the order goes</source>
        <translation>Jak rozkaz dociera</translation>
    </message>
    <message>
        <source>Axis %1: click to choose</source>
        <translation>Oś %1: kliknij, by ją wybrać</translation>
    </message>
    <message>
        <source>Axis (III.20–21): click its wedge</source>
        <translation>Oś (III.20–21): kliknij jej kąt</translation>
    </message>
</context>
<context>
    <name>KskScenarioEditorView</name>
    <message>
        <source>Save the scenario as</source>
        <translation>Zapisz scenariusz jako</translation>
    </message>
    <message>
        <source>Open a Krwawe Stepy Krymu scenario</source>
        <translation>Otwórz scenariusz Krwawych Stepów Krymu</translation>
    </message>
    <message>
        <source>New (blank)</source>
        <translation>Nowy (pusty)</translation>
    </message>
    <message>
        <source>Copy of the demo</source>
        <translation>Kopia dema</translation>
    </message>
    <message>
        <source>Open…</source>
        <translation>Otwórz…</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Zapisz</translation>
    </message>
    <message>
        <source>Save as…</source>
        <translation>Zapisz jako…</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Cofnij</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Ponów</translation>
    </message>
    <message>
        <source>Start a game from this scenario</source>
        <translation>Zacznij grę z tego scenariusza</translation>
    </message>
    <message>
        <source>Mend the issues first.</source>
        <translation>Najpierw popraw problemy.</translation>
    </message>
    <message>
        <source>Saves the scenario and starts a new game from it in the KSK view.</source>
        <translation>Zapisuje scenariusz i zaczyna z niego nową grę w widoku KSK.</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Zamknij</translation>
    </message>
    <message>
        <source>Krwawe Stepy Krymu 1854: scenario editor</source>
        <translation>Krwawe Stepy Krymu 1854: edytor scenariuszy</translation>
    </message>
    <message>
        <source>Type in a scenario from the booklet or your own: sides, commanders, divisions and brigades, the map grid.</source>
        <translation>Wpisz scenariusz z książeczki albo własny: strony, dowódców, dywizje i brygady, siatkę mapy.</translation>
    </message>
    <message>
        <source>New blank scenario</source>
        <translation>Nowy pusty scenariusz</translation>
    </message>
    <message>
        <source>Start from a copy of the demo</source>
        <translation>Zacznij od kopii dema</translation>
    </message>
    <message>
        <source>Open a scenario file…</source>
        <translation>Otwórz plik scenariusza…</translation>
    </message>
    <message>
        <source>Scenario</source>
        <translation>Scenariusz</translation>
    </message>
    <message>
        <source>Id</source>
        <translation>Id</translation>
    </message>
    <message>
        <source>Name (pl)</source>
        <translation>Nazwa (pl)</translation>
    </message>
    <message>
        <source>Name (en)</source>
        <translation>Nazwa (en)</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Data</translation>
    </message>
    <message>
        <source>Stages</source>
        <translation>Etapy</translation>
    </message>
    <message>
        <source>Hexes</source>
        <translation>Heksy</translation>
    </message>
    <message>
        <source>flat-topped</source>
        <translation>płaską krawędzią u góry</translation>
    </message>
    <message>
        <source>pointy-topped</source>
        <translation>wierzchołkiem u góry</translation>
    </message>
    <message>
        <source>Shifted</source>
        <translation>Przesunięte</translation>
    </message>
    <message>
        <source>odd columns/rows</source>
        <translation>nieparzyste kolumny/rzędy</translation>
    </message>
    <message>
        <source>even columns/rows</source>
        <translation>parzyste kolumny/rzędy</translation>
    </message>
    <message>
        <source>Digits</source>
        <translation>Cyfry</translation>
    </message>
    <message>
        <source>Columns</source>
        <translation>Kolumny</translation>
    </message>
    <message>
        <source>Rows</source>
        <translation>Rzędy</translation>
    </message>
    <message>
        <source>First column</source>
        <translation>Pierwsza kolumna</translation>
    </message>
    <message>
        <source>First row</source>
        <translation>Pierwszy rząd</translation>
    </message>
    <message>
        <source>Side A (pl)</source>
        <translation>Strona A (pl)</translation>
    </message>
    <message>
        <source>Side A (en)</source>
        <translation>Strona A (en)</translation>
    </message>
    <message>
        <source>Couriers A</source>
        <translation>Gońcy A</translation>
    </message>
    <message>
        <source>Initiative A</source>
        <translation>Inicjatywa A</translation>
    </message>
    <message>
        <source>Side B (pl)</source>
        <translation>Strona B (pl)</translation>
    </message>
    <message>
        <source>Side B (en)</source>
        <translation>Strona B (en)</translation>
    </message>
    <message>
        <source>Couriers B</source>
        <translation>Gońcy B</translation>
    </message>
    <message>
        <source>Initiative B</source>
        <translation>Inicjatywa B</translation>
    </message>
    <message>
        <source>Note (pl)</source>
        <translation>Uwaga (pl)</translation>
    </message>
    <message>
        <source>Note (en)</source>
        <translation>Uwaga (en)</translation>
    </message>
    <message>
        <source>Commanders (%1)</source>
        <translation>Dowódcy (%1)</translation>
    </message>
    <message>
        <source>Divisions and independent brigades (%1)</source>
        <translation>Dywizje i samodzielne brygady (%1)</translation>
    </message>
    <message>
        <source>Brigades (%1)</source>
        <translation>Brygady (%1)</translation>
    </message>
    <message>
        <source>No issues: a game can start from this scenario.</source>
        <translation>Bez problemów: z tego scenariusza można zacząć grę.</translation>
    </message>
    <message numerus="yes">
        <source>%n issue(s)</source>
        <translation>
            <numerusform>%n problem</numerusform>
            <numerusform>%n problemy</numerusform>
            <numerusform>%n problemów</numerusform>
        </translation>
    </message>
    <message>
        <source>Rules&apos; numbers</source>
        <translation>Liczby zasad</translation>
    </message>
    <message>
        <source>The rulebook&apos;s numbers: change one only where the scenario&apos;s own rules say so (KSK II.16).</source>
        <translation>Liczby z podręcznika: zmień którąś tylko tam, gdzie każą tak zasady własne scenariusza (KSK II.16).</translation>
    </message>
</context>
<context>
    <name>KskScenarioEditorWindow</name>
    <message>
        <source>KSK scenario editor</source>
        <translation>Edytor scenariuszy KSK</translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation>Niezapisane zmiany</translation>
    </message>
    <message>
        <source>The scenario has changes that are not saved. Save them?</source>
        <translation>Scenariusz ma niezapisane zmiany. Zapisać je?</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Zapisz</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Odrzuć</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Anuluj</translation>
    </message>
</context>
<context>
    <name>KskScenarioTable</name>
    <message>
        <source>(commander-in-chief)</source>
        <translation>(naczelny wódz)</translation>
    </message>
    <message>
        <source>Add for side %1</source>
        <translation>Dodaj dla strony %1</translation>
    </message>
    <message>
        <source>To formation:</source>
        <translation>Do formacji:</translation>
    </message>
    <message>
        <source>Add brigade</source>
        <translation>Dodaj brygadę</translation>
    </message>
    <message>
        <source>Delete row</source>
        <translation>Usuń wiersz</translation>
    </message>
    <message numerus="yes">
        <source>%n row(s)</source>
        <translation>
            <numerusform>%n wiersz</numerusform>
            <numerusform>%n wiersze</numerusform>
            <numerusform>%n wierszy</numerusform>
        </translation>
    </message>
    <message>
        <source>No brigades yet: pick a formation and add one.</source>
        <translation>Jeszcze nie ma brygad: wybierz formację i dodaj brygadę.</translation>
    </message>
    <message>
        <source>Nothing here yet: add a row for side A or B.</source>
        <translation>Jeszcze nic tu nie ma: dodaj wiersz dla strony A albo B.</translation>
    </message>
</context>
<context>
    <name>KskSidePanel</name>
    <message>
        <source>Due this stage</source>
        <translation>W tym etapie</translation>
    </message>
    <message>
        <source>Nothing due.</source>
        <translation>Nic w tym etapie.</translation>
    </message>
    <message>
        <source>Commanders</source>
        <translation>Dowódcy</translation>
    </message>
    <message>
        <source>%1 (%2), hex %3</source>
        <translation>%1 (%2), heks %3</translation>
    </message>
    <message>
        <source>Move…</source>
        <translation>Przesuń…</translation>
    </message>
    <message>
        <source>Couriers</source>
        <translation>Gońcy</translation>
    </message>
    <message>
        <source>Log</source>
        <translation>Dziennik</translation>
    </message>
    <message>
        <source>Couriers on the map</source>
        <translation>Gońcy na mapie</translation>
    </message>
    <message>
        <source>Intercepted?</source>
        <translation>Przechwycony?</translation>
    </message>
</context>
<context>
    <name>KskStagePanel</name>
    <message>
        <source>Stage %1 of %2</source>
        <translation>Etap %1 z %2</translation>
    </message>
    <message>
        <source>Cup %1</source>
        <translation>Kubek %1</translation>
    </message>
    <message>
        <source>%1 active</source>
        <translation>aktywne: %1</translation>
    </message>
    <message>
        <source>%1 blank</source>
        <translation>puste: %1</translation>
    </message>
    <message>
        <source>Spend a courier: −1 to the roll (II.11)</source>
        <translation>Użyj gońca: −1 do rzutu (II.11)</translation>
    </message>
</context>
<context>
    <name>KskView</name>
    <message>
        <source>← Home</source>
        <translation>← Start</translation>
    </message>
    <message>
        <source>New (Alma demo)</source>
        <translation>Nowa (Alma, demo)</translation>
    </message>
    <message>
        <source>From scenario…</source>
        <translation>Ze scenariusza…</translation>
    </message>
    <message>
        <source>Open…</source>
        <translation>Otwórz…</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Zapisz</translation>
    </message>
    <message>
        <source>Save as…</source>
        <translation>Zapisz jako…</translation>
    </message>
    <message>
        <source>Print…</source>
        <translation>Drukuj…</translation>
    </message>
    <message>
        <source>Print diagrams…</source>
        <translation>Drukuj diagramy…</translation>
    </message>
    <message>
        <source>Diagrams as PDF…</source>
        <translation>Diagramy jako PDF…</translation>
    </message>
    <message>
        <source>Blank diagrams…</source>
        <translation>Puste diagramy…</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Cofnij</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Ponów</translation>
    </message>
    <message>
        <source>Hand over to %1</source>
        <translation>Przekaż stronie %1</translation>
    </message>
    <message>
        <source>Hides these orders and asks %1 to take the seat.</source>
        <translation>Ukrywa te rozkazy i prosi stronę %1, by zasiadła przy komputerze.</translation>
    </message>
    <message>
        <source>Nobody&apos;s orders shown</source>
        <translation>Niczyje rozkazy nie są pokazane</translation>
    </message>
    <message>
        <source>Orders of %1</source>
        <translation>Rozkazy: %1</translation>
    </message>
    <message>
        <source>Krwawe Stepy Krymu 1854</source>
        <translation>Krwawe Stepy Krymu 1854</translation>
    </message>
    <message>
        <source>Command diagrams, couriers and the activation cups beside the map.</source>
        <translation>Diagramy dowodzenia, gońcy i kubki aktywacji obok mapy.</translation>
    </message>
    <message>
        <source>New game: the Alma (demo)</source>
        <translation>Nowa gra: Alma (demo)</translation>
    </message>
    <message>
        <source>New game from a scenario file…</source>
        <translation>Nowa gra z pliku scenariusza…</translation>
    </message>
    <message>
        <source>Open a game…</source>
        <translation>Otwórz grę…</translation>
    </message>
    <message>
        <source>Open a Krwawe Stepy Krymu game</source>
        <translation>Otwórz grę Krwawe Stepy Krymu</translation>
    </message>
    <message>
        <source>Start a game from a scenario</source>
        <translation>Rozpocznij grę ze scenariusza</translation>
    </message>
    <message>
        <source>Save the game as</source>
        <translation>Zapisz grę jako</translation>
    </message>
    <message>
        <source>Command diagrams of %1 as PDF</source>
        <translation>Diagramy dowodzenia strony %1 jako PDF</translation>
    </message>
    <message>
        <source>Blank command diagrams as PDF</source>
        <translation>Puste diagramy dowodzenia jako PDF</translation>
    </message>
    <message>
        <source>command diagrams</source>
        <translation>diagramy dowodzenia</translation>
    </message>
    <message>
        <source>Save the game</source>
        <translation>Zapisz grę</translation>
    </message>
    <message>
        <source>Game ▾</source>
        <translation>Gra ▾</translation>
    </message>
    <message>
        <source>Scenario editor…</source>
        <translation>Edytor scenariuszy…</translation>
    </message>
    <message>
        <source>Orders, diagrams and couriers&apos; messages stay hidden until %1 clicks below. The other player looks away.</source>
        <translation>Rozkazy, diagramy i meldunki kurierów pozostają ukryte, dopóki %1 nie kliknie poniżej. Drugi gracz odwraca wzrok.</translation>
    </message>
</context>
<context>
    <name>Labels</name>
    <message>
        <source>regular</source>
        <translation>regularny</translation>
    </message>
    <message>
        <source>veteran</source>
        <translation>weteran</translation>
    </message>
    <message>
        <source>elite</source>
        <translation>elita</translation>
    </message>
    <message>
        <source>infantry</source>
        <translation>piechota</translation>
    </message>
    <message>
        <source>cavalry</source>
        <translation>jazda</translation>
    </message>
    <message>
        <source>artillery</source>
        <translation>artyleria</translation>
    </message>
    <message>
        <source>mixed</source>
        <translation>mieszana</translation>
    </message>
    <message>
        <source>error</source>
        <translation>błąd</translation>
    </message>
    <message>
        <source>warning</source>
        <translation>ostrzeżenie</translation>
    </message>
    <message>
        <source>guard</source>
        <translation>gwardia</translation>
    </message>
    <message>
        <source>irregular cavalry</source>
        <translation>jazda nieregularna</translation>
    </message>
    <message>
        <source>light cavalry</source>
        <translation>jazda lekka</translation>
    </message>
    <message>
        <source>light infantry</source>
        <translation>piechota lekka</translation>
    </message>
    <message>
        <source>may gain elite</source>
        <translation>może uzyskać status elity</translation>
    </message>
    <message>
        <source>militia</source>
        <translation>milicja</translation>
    </message>
    <message>
        <source>regimental artillery</source>
        <translation>artyleria pułkowa</translation>
    </message>
    <message>
        <source>Led by its corps commander%1; a general of its own is optional (Ctrl+G)</source>
        <translation>Dowodzi nią dowódca jej korpusu%1; własny generał jest nieobowiązkowy (Ctrl+G)</translation>
    </message>
    <message>
        <source>Led by the commander-in-chief%1; a general of its own is optional (Ctrl+G)</source>
        <translation>Dowodzi nią wódz naczelny%1; własny generał jest nieobowiązkowy (Ctrl+G)</translation>
    </message>
    <message>
        <source>No commander yet: draw one (Ctrl+G)</source>
        <translation>Brak dowódcy: wylosuj go (Ctrl+G)</translation>
    </message>
</context>
<context>
    <name>MacCommandersPane</name>
    <message>
        <source>Artillery fire on %1&apos;s hex: at what distance, in hexes?</source>
        <translation>Ostrzał artyleryjski pola, na którym stoi %1: z jakiej odległości (w polach)?</translation>
    </message>
    <message>
        <source>Leader-casualty roll for %1</source>
        <translation>Test dowódcy: %1</translation>
    </message>
    <message>
        <source>Polish commanders</source>
        <translation>Dowódcy polscy</translation>
    </message>
    <message>
        <source>Russian commanders</source>
        <translation>Dowódcy rosyjscy</translation>
    </message>
    <message>
        <source>Casualty roll: musket fire in the 4–5 row (4.6.1)</source>
        <translation>Test dowódcy: ostrzał karabinowy w wierszu 4–5 (4.6.1)</translation>
    </message>
    <message>
        <source>Casualty roll: musket fire in the 6+ row (4.6.1)</source>
        <translation>Test dowódcy: ostrzał karabinowy w wierszu 6 i więcej (4.6.1)</translation>
    </message>
    <message>
        <source>Casualty roll: artillery fire… (4.6.2)</source>
        <translation>Test dowódcy: ostrzał artyleryjski… (4.6.2)</translation>
    </message>
    <message>
        <source>Casualty roll: a 9 in melee (4.6.3)</source>
        <translation>Test dowódcy: 9 w walce wręcz (4.6.3)</translation>
    </message>
    <message>
        <source>Lost: all his units eliminated (4.6)</source>
        <translation>Zdjęty: wszystkie jego oddziały wyeliminowane (4.6)</translation>
    </message>
    <message>
        <source>Lost: the unit he stood with destroyed (4.6)</source>
        <translation>Zdjęty: oddział, z którym stał, zniszczony (4.6)</translation>
    </message>
</context>
<context>
    <name>MacCupPane</name>
    <message>
        <source>The battle is over</source>
        <translation>Bitwa zakończona</translation>
    </message>
    <message>
        <source>Stage %1 · Turn %2: %3</source>
        <translation>Etap %1 · tura %2: %3</translation>
    </message>
    <message>
        <source>the pool is made</source>
        <translation>tworzenie puli</translation>
    </message>
    <message>
        <source>chits are drawn</source>
        <translation>losowanie żetonów</translation>
    </message>
    <message>
        <source>victory check</source>
        <translation>sprawdzenie zwycięstwa</translation>
    </message>
    <message numerus="yes">
        <source>Your secret choice: any %n commander(s)</source>
        <translation>
            <numerusform>Twój tajny wybór: dowolny %n dowódca</numerusform>
            <numerusform>Twój tajny wybór: dowolnych %n dowódców</numerusform>
            <numerusform>Twój tajny wybór: dowolnych %n dowódców</numerusform>
        </translation>
    </message>
    <message>
        <source>Put them in the cup (secret)</source>
        <translation>Włóż do kubka (tajnie)</translation>
    </message>
    <message>
        <source>%1 chooses next, in secret: hand the computer over.</source>
        <translation>Teraz tajnie wybiera %1: przekażcie komputer.</translation>
    </message>
    <message>
        <source>Put the pool into the cup</source>
        <translation>Włóż pulę do kubka</translation>
    </message>
    <message numerus="yes">
        <source>Draw a chit (%n left in the cup)</source>
        <translation>
            <numerusform>Wylosuj żeton (w kubku %n)</numerusform>
            <numerusform>Wylosuj żeton (w kubku %n)</numerusform>
            <numerusform>Wylosuj żeton (w kubku %n)</numerusform>
        </translation>
    </message>
    <message>
        <source>Your own draw: roll or count out the chit, a number from 1 to %1</source>
        <translation>Wasze losowanie: rzućcie lub odliczcie żeton, liczba od 1 do %1</translation>
    </message>
    <message>
        <source>Drawn: %1</source>
        <translation>Wylosowany: %1</translation>
    </message>
    <message>
        <source>Activate %1</source>
        <translation>Aktywuj: %1</translation>
    </message>
    <message>
        <source>Turn 3: check victory and go to stage %1</source>
        <translation>Tura 3: sprawdź zwycięstwo i przejdź do etapu %1</translation>
    </message>
</context>
<context>
    <name>MacNewGameDialog</name>
    <message>
        <source>New game: Maciejowice 1794</source>
        <translation>Nowa gra: Maciejowice 1794</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Zacznij</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Anuluj</translation>
    </message>
    <message>
        <source>Dice</source>
        <translation>Kości</translation>
    </message>
    <message>
        <source>The program&apos;s die (from a seed: every roll shown and logged)</source>
        <translation>Kość programu (z ziarna: każdy rzut pokazany i zapisany)</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>Ziarno</translation>
    </message>
    <message>
        <source>Our own dice: we type in every roll, including which chit came out of the cup</source>
        <translation>Nasze kości: wpisujemy każdy rzut, także który żeton wyszedł z kubka</translation>
    </message>
    <message>
        <source>Victory</source>
        <translation>Zwycięstwo</translation>
    </message>
    <message>
        <source>Automatic victory at (MAC 12.4)</source>
        <translation>Zwycięstwo automatyczne przy (MAC 12.4)</translation>
    </message>
    <message>
        <source>victory points</source>
        <translation>punktach zwycięstwa</translation>
    </message>
</context>
<context>
    <name>MacPoninskiPane</name>
    <message>
        <source>General Poniński</source>
        <translation>Generał Poniński</translation>
    </message>
    <message>
        <source>Roll</source>
        <translation>Rzuć</translation>
    </message>
    <message>
        <source>Hold him back a stage (13.0c)</source>
        <translation>Wstrzymaj go o etap (13.0c)</translation>
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
        <translation>Polacy zdobywają:</translation>
    </message>
    <message>
        <source>Russian side scores:</source>
        <translation>Rosjanie zdobywają:</translation>
    </message>
    <message>
        <source>White stars of a taken battery:</source>
        <translation>Białe gwiazdki zdobytej baterii:</translation>
    </message>
</context>
<context>
    <name>MacView</name>
    <message>
        <source>the Polish player</source>
        <translation>gracz polski</translation>
    </message>
    <message>
        <source>the Russian player</source>
        <translation>gracz rosyjski</translation>
    </message>
    <message>
        <source>both players</source>
        <translation>obaj gracze</translation>
    </message>
    <message>
        <source>← Home</source>
        <translation>← Start</translation>
    </message>
    <message>
        <source>New game…</source>
        <translation>Nowa gra…</translation>
    </message>
    <message>
        <source>Open…</source>
        <translation>Otwórz…</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Zapisz</translation>
    </message>
    <message>
        <source>Save as…</source>
        <translation>Zapisz jako…</translation>
    </message>
    <message>
        <source>Print…</source>
        <translation>Drukuj…</translation>
    </message>
    <message>
        <source>PDF…</source>
        <translation>PDF…</translation>
    </message>
    <message>
        <source>with the log</source>
        <translation>z dziennikiem</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Cofnij</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Ponów</translation>
    </message>
    <message>
        <source>Our own dice</source>
        <translation>Nasze kości</translation>
    </message>
    <message>
        <source>Screen: Polish player</source>
        <translation>Ekran: gracz polski</translation>
    </message>
    <message>
        <source>Screen: Russian player</source>
        <translation>Ekran: gracz rosyjski</translation>
    </message>
    <message>
        <source>Screen: the table (no secrets)</source>
        <translation>Ekran: stół (bez tajemnic)</translation>
    </message>
    <message>
        <source>Hand over to the Russian player</source>
        <translation>Przekaż graczowi rosyjskiemu</translation>
    </message>
    <message>
        <source>Hand over to the Polish player</source>
        <translation>Przekaż graczowi polskiemu</translation>
    </message>
    <message>
        <source>Maciejowice 1794</source>
        <translation>Maciejowice 1794</translation>
    </message>
    <message>
        <source>The program is the cup of commanders&apos; chits, the stage track with General Poniński&apos;s marker and the victory track; the battle itself is played on the map.</source>
        <translation>Program jest kubkiem z żetonami dowódców, torem etapów z żetonem generała Ponińskiego i torem punktów zwycięstwa; samą bitwę rozgrywacie na planszy.</translation>
    </message>
    <message>
        <source>Open game…</source>
        <translation>Otwórz grę…</translation>
    </message>
    <message>
        <source>Print the blank schedule (PDF)…</source>
        <translation>Czysty harmonogram do druku (PDF)…</translation>
    </message>
    <message>
        <source>Log of draws and rolls</source>
        <translation>Dziennik losowań i rzutów</translation>
    </message>
    <message>
        <source>A number</source>
        <translation>Liczba</translation>
    </message>
    <message>
        <source>Open a Maciejowice game</source>
        <translation>Otwórz grę Maciejowice</translation>
    </message>
    <message>
        <source>Maciejowice schedule</source>
        <translation>Harmonogram Maciejowic</translation>
    </message>
    <message>
        <source>Save the schedule as PDF</source>
        <translation>Zapisz harmonogram jako PDF</translation>
    </message>
    <message>
        <source>Save the game</source>
        <translation>Zapisz grę</translation>
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
        <translation>Rozpiska jest w schowku jako tekst, gotowa do wklejenia na forum.</translation>
    </message>
    <message>
        <source>&amp;New roster…</source>
        <translation>&amp;Nowa rozpiska…</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Otwórz…</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Zapisz</translation>
    </message>
    <message>
        <source>Save &amp;as…</source>
        <translation>Zapisz &amp;jako…</translation>
    </message>
    <message>
        <source>&amp;Import JSON…</source>
        <translation>&amp;Importuj JSON…</translation>
    </message>
    <message>
        <source>&amp;Export JSON…</source>
        <translation>&amp;Eksportuj JSON…</translation>
    </message>
    <message>
        <source>Copy as &amp;text (forum post)</source>
        <translation>Kopiuj jako &amp;tekst (na forum)</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>Za&amp;kończ</translation>
    </message>
    <message>
        <source>&amp;Undo %1</source>
        <translation>&amp;Cofnij: %1</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Cofnij</translation>
    </message>
    <message>
        <source>&amp;Redo %1</source>
        <translation>&amp;Ponów: %1</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Ponów</translation>
    </message>
    <message>
        <source>&amp;Find unit</source>
        <translation>&amp;Szukaj jednostki</translation>
    </message>
    <message>
        <source>&amp;Draw commanders…</source>
        <translation>&amp;Losowanie dowódców…</translation>
    </message>
    <message>
        <source>&amp;Settings…</source>
        <translation>&amp;Ustawienia…</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Plik</translation>
    </message>
    <message>
        <source>Open &amp;recent</source>
        <translation>Ot&amp;wórz ostatnie</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Edycja</translation>
    </message>
    <message>
        <source>&amp;Roster</source>
        <translation>&amp;Rozpiska</translation>
    </message>
    <message>
        <source>Add &amp;infantry division</source>
        <translation>Dodaj dywizję &amp;piechoty</translation>
    </message>
    <message>
        <source>Add &amp;cavalry division</source>
        <translation>Dodaj dywizję &amp;jazdy</translation>
    </message>
    <message>
        <source>&amp;Settings</source>
        <translation>&amp;Ustawienia</translation>
    </message>
    <message>
        <source>Sheets saved as PDF.</source>
        <translation>Arkusze zapisane jako PDF.</translation>
    </message>
    <message>
        <source>Catalo&amp;gue editor…</source>
        <translation>Edytor k&amp;atalogów…</translation>
    </message>
    <message>
        <source>Open a Sztab file</source>
        <translation>Otwórz plik Sztabu</translation>
    </message>
    <message>
        <source>catalogue</source>
        <translation>katalog</translation>
    </message>
    <message>
        <source>&amp;Home</source>
        <translation>&amp;Start</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>Za&amp;mknij</translation>
    </message>
    <message>
        <source>&amp;Print…</source>
        <translation>&amp;Drukuj…</translation>
    </message>
    <message>
        <source>E&amp;xport…</source>
        <translation>E&amp;ksportuj…</translation>
    </message>
    <message>
        <source>&amp;New</source>
        <translation>&amp;Nowy</translation>
    </message>
    <message>
        <source>&amp;Window</source>
        <translation>&amp;Okno</translation>
    </message>
    <message>
        <source>&amp;Documents</source>
        <translation>&amp;Dokumenty</translation>
    </message>
    <message>
        <source>&amp;Areas</source>
        <translation>&amp;Widoki</translation>
    </message>
</context>
<context>
    <name>NewRosterDialog</name>
    <message>
        <source>New roster</source>
        <translation>Nowa rozpiska</translation>
    </message>
    <message>
        <source>Create</source>
        <translation>Utwórz</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nazwa</translation>
    </message>
    <message>
        <source>e.g. VIII Corps, Leipzig tournament</source>
        <translation>np. VIII Korpus, turniej w Lipsku</translation>
    </message>
    <message>
        <source>Ruleset</source>
        <translation>Zasady</translation>
    </message>
    <message>
        <source>Format</source>
        <translation>Format</translation>
    </message>
    <message>
        <source>%1 (units %2 + upgrades %3, at most %4 bases)</source>
        <translation>%1 (jednostki %2 + ulepszenia %3, najwyżej %4 podstawek)</translation>
    </message>
    <message>
        <source>Custom limits agreed by the players</source>
        <translation>Własne limity uzgodnione przez graczy</translation>
    </message>
    <message>
        <source>Limits</source>
        <translation>Limity</translation>
    </message>
    <message>
        <source>units</source>
        <translation>jednostki</translation>
    </message>
    <message>
        <source>upgrades</source>
        <translation>ulepszenia</translation>
    </message>
    <message>
        <source>bases</source>
        <translation>podstawki</translation>
    </message>
    <message>
        <source>Nation</source>
        <translation>Nacja</translation>
    </message>
    <message>
        <source>Catalogues</source>
        <translation>Katalogi</translation>
    </message>
    <message>
        <source>%1 — demo statistics</source>
        <translation>%1 — statystyki demonstracyjne</translation>
    </message>
    <message>
        <source>No catalogue for this nation.</source>
        <translation>Brak katalogu dla tej nacji.</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Anuluj</translation>
    </message>
</context>
<context>
    <name>PatrolPane</name>
    <message>
        <source>Patrol markers (B19 6)</source>
        <translation>Znaczniki patroli (B19 6)</translation>
    </message>
    <message>
        <source>Umpire view: everything is shown</source>
        <translation>Widok sędziego: wszystko widoczne</translation>
    </message>
    <message>
        <source>Screen of player %1</source>
        <translation>Ekran gracza %1</translation>
    </message>
    <message>
        <source>Waiting for the hand-over</source>
        <translation>Czeka na przekazanie</translation>
    </message>
    <message>
        <source>Pass to A</source>
        <translation>Przekaż A</translation>
    </message>
    <message>
        <source>Pass to B</source>
        <translation>Przekaż B</translation>
    </message>
    <message>
        <source>Umpire</source>
        <translation>Sędzia</translation>
    </message>
    <message>
        <source>Shows both players&apos; secrets: for an umpire, never with a player at the screen.</source>
        <translation>Pokazuje tajemnice obu graczy: dla sędziego, nigdy przy graczu przed ekranem.</translation>
    </message>
    <message>
        <source>Hand over after each turn</source>
        <translation>Przekazanie po każdym ruchu</translation>
    </message>
    <message>
        <source>Phase</source>
        <translation>Faza</translation>
    </message>
    <message>
        <source>A shows first</source>
        <translation>A ujawnia pierwszy</translation>
    </message>
    <message>
        <source>B shows first</source>
        <translation>B ujawnia pierwszy</translation>
    </message>
    <message>
        <source>Pass (no more voluntary reveals)</source>
        <translation>Pas (koniec dobrowolnych ujawnień)</translation>
    </message>
    <message>
        <source>Markers of both players</source>
        <translation>Znaczniki obu graczy</translation>
    </message>
    <message>
        <source>Your markers</source>
        <translation>Twoje znaczniki</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Postaw</translation>
    </message>
    <message>
        <source>Assign each corps to one marker; a marker without a corps is a scout (B19 6.1). Then place the markers.</source>
        <translation>Przydziel każdy korpus do jednego znacznika; znacznik bez korpusu to zwiad (B19 6.1). Potem rozstaw znaczniki.</translation>
    </message>
    <message>
        <source>Marker %1</source>
        <translation>Znacznik %1</translation>
    </message>
    <message>
        <source>Marker</source>
        <translation>Znacznik</translation>
    </message>
    <message>
        <source>Click a marker on the table. Drag your own to move it.</source>
        <translation>Kliknij znacznik na stole. Przeciągnij własny, by go przesunąć.</translation>
    </message>
    <message>
        <source>Stays put</source>
        <translation>Stoi w miejscu</translation>
    </message>
    <message>
        <source>Declare the marker stationary this turn (B19 6.3): its corps may then get any order (6.5).</source>
        <translation>Ogłoś, że znacznik w tej turze stoi (B19 6.3): jego korpus może wtedy dostać dowolny rozkaz (6.5).</translation>
    </message>
    <message>
        <source>Reveal</source>
        <translation>Ujawnij</translation>
    </message>
    <message>
        <source>Revealed (B19 6.4, 6.5)</source>
        <translation>Odkryte (B19 6.4, 6.5)</translation>
    </message>
    <message>
        <source>DEFENCE (6.5)</source>
        <translation>OBRONA (6.5)</translation>
    </message>
    <message>
        <source>Nothing revealed yet.</source>
        <translation>Nic jeszcze nie odkryto.</translation>
    </message>
    <message>
        <source>Print</source>
        <translation>Druk</translation>
    </message>
    <message>
        <source>Blank slips (PDF)…</source>
        <translation>Puste kartki (PDF)…</translation>
    </message>
    <message>
        <source>My secret slip (PDF)…</source>
        <translation>Moja tajna kartka (PDF)…</translation>
    </message>
    <message>
        <source>Print my slip…</source>
        <translation>Drukuj moją kartkę…</translation>
    </message>
    <message>
        <source>Marker reference card (PDF)…</source>
        <translation>Karta pomocnicza znaczników (PDF)…</translation>
    </message>
    <message>
        <source>Deploy division</source>
        <translation>Wystaw dywizję</translation>
    </message>
    <message>
        <source>The corps&apos; next division from the roster, within the ruleset&apos;s distance of the marker; the players deploy alternately, one division each (B19 6.4)</source>
        <translation>Następna dywizja korpusu z rozpiski, w odległości od znacznika podanej w zasadach; gracze wystawiają naprzemiennie, po jednej dywizji (B19 6.4)</translation>
    </message>
    <message>
        <source>Its cavalry declares now (B19 6.4): tick those that fight dismounted.</source>
        <translation>Jej kawaleria deklaruje teraz (B19 6.4): zaznacz tę, która walczy spieszona.</translation>
    </message>
    <message>
        <source>dismounted: %1</source>
        <translation>spieszona: %1</translation>
    </message>
</context>
<context>
    <name>PlannerMap</name>
    <message>
        <source>Click where %1 hides (Esc cancels)</source>
        <translation>Kliknij, gdzie ukrywa się %1 (Esc anuluje)</translation>
    </message>
    <message>
        <source>Click on the table to place: %1 (Shift+click keeps it, Esc cancels)</source>
        <translation>Kliknij na stole, by postawić: %1 (Shift+klik zostawia wybór, Esc anuluje)</translation>
    </message>
    <message>
        <source>Start a new battle (table size, the players&apos; rosters) or open a saved plan.</source>
        <translation>Zacznij nową bitwę (rozmiar stołu, rozpiski graczy) albo otwórz zapisany plan.</translation>
    </message>
    <message>
        <source>Remove this point</source>
        <translation>Usuń ten punkt</translation>
    </message>
    <message>
        <source>Drag a square to move a point · double-click a side to add one · Alt+click, right-click or Delete removes one</source>
        <translation>Przeciągnij kwadrat, by przesunąć punkt · dwuklik na boku dodaje punkt · Alt+klik, prawy klik lub Delete usuwa punkt</translation>
    </message>
    <message>
        <source>Drag the round handle to turn (Shift: 15° steps) · drag a square to resize · R turns 15°</source>
        <translation>Przeciągnij okrągły uchwyt, by obrócić (Shift: co 15°) · przeciągnij kwadrat, by zmienić rozmiar · R obraca o 15°</translation>
    </message>
    <message>
        <source>Drag the round handle to turn the division (Shift: 15° steps) · R turns 15°</source>
        <translation>Przeciągnij okrągły uchwyt, by obrócić dywizję (Shift: co 15°) · R obraca o 15°</translation>
    </message>
    <message>
        <source>Click in your deployment zone to place marker %1 (Esc cancels)</source>
        <translation>Kliknij w swojej strefie rozstawienia, by postawić znacznik %1 (Esc anuluje)</translation>
    </message>
</context>
<context>
    <name>PlannerNewDialog</name>
    <message>
        <source>New battle</source>
        <translation>Nowa bitwa</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Zacznij</translation>
    </message>
    <message>
        <source>none</source>
        <translation>brak</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Stół</translation>
    </message>
    <message>
        <source>Player 1&apos;s roster</source>
        <translation>Rozpiska gracza 1</translation>
    </message>
    <message>
        <source>Player 2&apos;s roster</source>
        <translation>Rozpiska gracza 2</translation>
    </message>
    <message>
        <source>Both rosters are optional: without them the table, terrain and objectives can still be planned; the deployment needs them.</source>
        <translation>Obie rozpiski są opcjonalne: bez nich można zaplanować stół, teren i cele; do rozstawienia są potrzebne.</translation>
    </message>
    <message>
        <source>Choose a roster</source>
        <translation>Wybierz rozpiskę</translation>
    </message>
    <message>
        <source>%1 (demo)</source>
        <translation>%1 (demo)</translation>
    </message>
    <message>
        <source>Another file…</source>
        <translation>Inny plik…</translation>
    </message>
</context>
<context>
    <name>PlannerSetupPane</name>
    <message>
        <source>%1 vs %2 · table %3</source>
        <translation>%1 przeciw %2 · stół %3</translation>
    </message>
    <message>
        <source>No battle yet</source>
        <translation>Jeszcze bez bitwy</translation>
    </message>
    <message>
        <source>seed</source>
        <translation>ziarno</translation>
    </message>
    <message>
        <source>Roll</source>
        <translation>Rzuć</translation>
    </message>
    <message>
        <source>players&apos; dice: 1st, 2nd, … e.g. 4,2</source>
        <translation>kości graczy: 1., 2., … np. 4,2</translation>
    </message>
    <message>
        <source>Enter</source>
        <translation>Wpisz</translation>
    </message>
    <message>
        <source>Player 1 is the first roster, player 2 the second; the winner becomes A.</source>
        <translation>Gracz 1 to pierwsza rozpiska, gracz 2 druga; zwycięzca zostaje graczem A.</translation>
    </message>
    <message>
        <source>A takes the side</source>
        <translation>A wybiera stronę</translation>
    </message>
    <message>
        <source>not chosen</source>
        <translation>nie wybrano</translation>
    </message>
    <message>
        <source>The players rolled</source>
        <translation>Gracze wyrzucili</translation>
    </message>
    <message>
        <source>%1 (roll %2)</source>
        <translation>%1 (rzut %2)</translation>
    </message>
    <message>
        <source>Not rolled yet</source>
        <translation>Jeszcze nie rzucono</translation>
    </message>
    <message>
        <source>Pieces on the table: %1 of %2</source>
        <translation>Elementy na stole: %1 z %2</translation>
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
        <translation>Wygeneruj</translation>
    </message>
    <message>
        <source>A random legal layout for this battlefield; the same seed gives the same table.</source>
        <translation>Losowy, zgodny z zasadami układ dla tego pola bitwy; to samo ziarno daje ten sam stół.</translation>
    </message>
    <message>
        <source>Click a type, then the table where it goes; the next step of the sequence says who places it.</source>
        <translation>Kliknij rodzaj, a potem miejsce na stole; następny krok kolejności mówi, kto go stawia.</translation>
    </message>
    <message>
        <source>A: %1 vs B: %2 · table %3</source>
        <translation>A: %1 przeciw B: %2 · stół %3</translation>
    </message>
    <message>
        <source>%1 (roll %2, seed %3)</source>
        <translation>%1 (rzut %2, ziarno %3)</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>1. Initiative</source>
        <translation>1. Inicjatywa</translation>
    </message>
    <message>
        <source>2. Battlefield</source>
        <translation>2. Pole bitwy</translation>
    </message>
    <message>
        <source>This ruleset has no battlefield table here: agree the battlefield with your opponent and place its terrain from the palette below.</source>
        <translation>Te zasady nie mają tu tabeli pól bitwy: uzgodnijcie pole bitwy i rozstawcie jego teren z palety poniżej.</translation>
    </message>
    <message>
        <source>3. Terrain allowance</source>
        <translation>3. Przydział terenu</translation>
    </message>
    <message>
        <source>Terrain</source>
        <translation>Teren</translation>
    </message>
    <message>
        <source>Generate terrain</source>
        <translation>Generowanie terenu</translation>
    </message>
    <message numerus="yes">
        <source>Generate replaces the %n piece(s) placed by hand. Continue?</source>
        <translation>
            <numerusform>Generowanie zastąpi %n element terenu ułożony ręcznie. Kontynuować?</numerusform>
            <numerusform>Generowanie zastąpi %n elementy terenu ułożone ręcznie. Kontynuować?</numerusform>
            <numerusform>Generowanie zastąpi %n elementów terenu ułożonych ręcznie. Kontynuować?</numerusform>
        </translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Anuluj</translation>
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
        <translation>brak</translation>
    </message>
    <message>
        <source>Piece %1 — %2</source>
        <translation>Element %1 — %2</translation>
    </message>
    <message>
        <source>Division — %1 (%2)</source>
        <translation>Dywizja — %1 (%2)</translation>
    </message>
    <message>
        <source>Selection</source>
        <translation>Zaznaczenie</translation>
    </message>
    <message>
        <source>placed by %1 as no. %2 (%3)</source>
        <translation>postawiony przez %1 jako nr %2 (%3)</translation>
    </message>
    <message>
        <source>piece</source>
        <translation>element</translation>
    </message>
    <message>
        <source>bought</source>
        <translation>kupiony</translation>
    </message>
    <message>
        <source>special</source>
        <translation>specjalny</translation>
    </message>
    <message>
        <source>fortification</source>
        <translation>fortyfikacja</translation>
    </message>
    <message>
        <source>road</source>
        <translation>droga</translation>
    </message>
    <message>
        <source>bridge/ford</source>
        <translation>most/bród</translation>
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
        <translation>Szerokość</translation>
    </message>
    <message>
        <source>Depth</source>
        <translation>Głębokość</translation>
    </message>
    <message>
        <source>Main objective</source>
        <translation>Cel główny</translation>
    </message>
    <message>
        <source>Secondary 1</source>
        <translation>Cel poboczny 1</translation>
    </message>
    <message>
        <source>Secondary 2</source>
        <translation>Cel poboczny 2</translation>
    </message>
    <message>
        <source>To column</source>
        <translation>W kolumnę</translation>
    </message>
    <message>
        <source>To line</source>
        <translation>W linię</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Usuń</translation>
    </message>
    <message>
        <source>Main (%1 VP): %2</source>
        <translation>Główny (%1 PZ): %2</translation>
    </message>
    <message>
        <source>Secondary (%1 VP): %2</source>
        <translation>Poboczne (%1 PZ): %2</translation>
    </message>
    <message>
        <source>First to deploy</source>
        <translation>Pierwszy rozstawia</translation>
    </message>
    <message>
        <source>Next: player %1 deploys a division</source>
        <translation>Teraz: gracz %1 rozstawia dywizję</translation>
    </message>
    <message>
        <source>No division waits to be deployed.</source>
        <translation>Żadna dywizja nie czeka na rozstawienie.</translation>
    </message>
    <message>
        <source>Deploy next</source>
        <translation>Rozstaw następną</translation>
    </message>
    <message>
        <source>All of A</source>
        <translation>Wszystkie A</translation>
    </message>
    <message>
        <source>All of B</source>
        <translation>Wszystkie B</translation>
    </message>
    <message>
        <source>Secrets (hot seat)</source>
        <translation>Tajemnice (gra przy jednym komputerze)</translation>
    </message>
    <message>
        <source>Hidden (both players look)</source>
        <translation>Ukryte (patrzą obaj gracze)</translation>
    </message>
    <message>
        <source>Show A&apos;s secrets</source>
        <translation>Pokaż tajemnice A</translation>
    </message>
    <message>
        <source>Show B&apos;s secrets</source>
        <translation>Pokaż tajemnice B</translation>
    </message>
    <message>
        <source>Hide…</source>
        <translation>Ukryj…</translation>
    </message>
    <message>
        <source>Rule checks — %1 to fix</source>
        <translation>Sprawdzenie zasad — do poprawy: %1</translation>
    </message>
    <message>
        <source>Rule checks</source>
        <translation>Sprawdzenie zasad</translation>
    </message>
    <message>
        <source>Every placement rule is kept.</source>
        <translation>Wszystkie zasady rozstawienia są zachowane.</translation>
    </message>
    <message>
        <source>Roster of A ✓</source>
        <translation>Rozpiska A ✓</translation>
    </message>
    <message>
        <source>Roster of A…</source>
        <translation>Rozpiska A…</translation>
    </message>
    <message>
        <source>Roster of B ✓</source>
        <translation>Rozpiska B ✓</translation>
    </message>
    <message>
        <source>Roster of B…</source>
        <translation>Rozpiska B…</translation>
    </message>
    <message>
        <source>The roster of player %1</source>
        <translation>Rozpiska gracza %1</translation>
    </message>
    <message>
        <source>Click a piece or a division on the table. Drag to move, R to turn, Delete to remove; the selection&apos;s handles move its points, turn and resize it.</source>
        <translation>Kliknij element terenu lub dywizję na stole. Przeciągnij, by przesunąć, R obraca, Delete usuwa; uchwyty zaznaczenia przesuwają jego punkty, obracają go i zmieniają jego rozmiar.</translation>
    </message>
    <message>
        <source>Hidden positions of %1</source>
        <translation>Ukryte pozycje gracza %1</translation>
    </message>
    <message>
        <source>%1 at %2, %3 %4</source>
        <translation>%1 — %2, %3 %4</translation>
    </message>
    <message>
        <source>Remove this hidden position</source>
        <translation>Usuń tę ukrytą pozycję</translation>
    </message>
    <message>
        <source>No hidden position yet.</source>
        <translation>Nie ma jeszcze ukrytych pozycji.</translation>
    </message>
    <message>
        <source>Notes of %1 (the other player does not see them)</source>
        <translation>Notatki gracza %1 (przeciwnik ich nie widzi)</translation>
    </message>
    <message>
        <source>Plans, feints, where the reserve goes…</source>
        <translation>Plany, pozorowane ataki, dokąd pójdzie odwód…</translation>
    </message>
    <message>
        <source>Suggest objectives</source>
        <translation>Zaproponuj cele</translation>
    </message>
    <message>
        <source>Suggested: the main objective nearest the centre, the secondaries most equidistant between the deployment zones. A chooses the main objective, B the secondaries: select a piece and press its button to change one.</source>
        <translation>Propozycja: cel główny najbliżej środka, cele poboczne najbardziej równo oddalone od obu stref rozstawienia. A wybiera cel główny, B cele poboczne: zaznacz element i naciśnij przycisk, by zmienić cel.</translation>
    </message>
    <message>
        <source>%1 (demo)</source>
        <translation>%1 (demo)</translation>
    </message>
    <message>
        <source>Another file…</source>
        <translation>Inny plik…</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>Poziom</translation>
    </message>
    <message>
        <source>Objectives</source>
        <translation>Cele</translation>
    </message>
    <message>
        <source>Deployment</source>
        <translation>Rozstawienie</translation>
    </message>
    <message>
        <source>Corps deploy division by division from their revealed patrol markers: press Patrols.</source>
        <translation>Korpusy rozstawiają się dywizja po dywizji od swoich ujawnionych znaczników patroli: naciśnij Patrole.</translation>
    </message>
    <message>
        <source>Then click the hidden position on the table: at most %1 %2 from your edge</source>
        <translation>Potem kliknij ukrytą pozycję na stole: najwyżej %1 %2 od twojej krawędzi</translation>
    </message>
</context>
<context>
    <name>PlannerView</name>
    <message>
        <source>← Home</source>
        <translation>← Start</translation>
    </message>
    <message>
        <source>New battle…</source>
        <translation>Nowa bitwa…</translation>
    </message>
    <message>
        <source>Open…</source>
        <translation>Otwórz…</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Zapisz</translation>
    </message>
    <message>
        <source>Save as…</source>
        <translation>Zapisz jako…</translation>
    </message>
    <message>
        <source>Export map…</source>
        <translation>Eksportuj mapę…</translation>
    </message>
    <message>
        <source>For A…</source>
        <translation>Dla A…</translation>
    </message>
    <message>
        <source>For B…</source>
        <translation>Dla B…</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Cofnij</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Ponów</translation>
    </message>
    <message>
        <source>Fit</source>
        <translation>Dopasuj</translation>
    </message>
    <message>
        <source>%1 px/%2</source>
        <translation>%1 px/%2</translation>
    </message>
    <message>
        <source>Open battle plan</source>
        <translation>Otwórz plan bitwy</translation>
    </message>
    <message>
        <source>Export the map (SVG or PNG)</source>
        <translation>Eksportuj mapę (SVG lub PNG)</translation>
    </message>
    <message>
        <source>Plan for A (without B&apos;s secrets)</source>
        <translation>Plan dla A (bez tajemnic B)</translation>
    </message>
    <message>
        <source>Plan for B (without A&apos;s secrets)</source>
        <translation>Plan dla B (bez tajemnic A)</translation>
    </message>
    <message>
        <source>Save battle plan as</source>
        <translation>Zapisz plan bitwy jako</translation>
    </message>
    <message>
        <source>Patrols</source>
        <translation>Patrole</translation>
    </message>
    <message>
        <source>Patrol demo</source>
        <translation>Demo patroli</translation>
    </message>
    <message>
        <source>Gettysburg corps on a B19 table: the patrol-marker phase to try (demo data)</source>
        <translation>Korpusy spod Gettysburga na stole B19: faza znaczników patroli do wypróbowania (dane demonstracyjne)</translation>
    </message>
    <message>
        <source>%1 - slip %2</source>
        <translation>%1 - kartka %2</translation>
    </message>
    <message>
        <source>%1 - blank slips</source>
        <translation>%1 - puste kartki</translation>
    </message>
    <message>
        <source>patrol markers - reference card</source>
        <translation>znaczniki patroli - karta pomocnicza</translation>
    </message>
    <message>
        <source>Your secret slip (PDF: only your assignments)</source>
        <translation>Twoja tajna kartka (PDF: tylko twoje przydziały)</translation>
    </message>
    <message>
        <source>Blank slips for both players (PDF)</source>
        <translation>Puste kartki dla obu graczy (PDF)</translation>
    </message>
    <message>
        <source>Marker reference card (PDF)</source>
        <translation>Karta pomocnicza znaczników (PDF)</translation>
    </message>
    <message>
        <source>player %1</source>
        <translation>gracz %1</translation>
    </message>
    <message>
        <source>Player %1&apos;s markers, corps and sight are hidden until he clicks below. The other player looks away.</source>
        <translation>Znaczniki, korpusy i pola widzenia gracza %1 są ukryte, dopóki nie kliknie poniżej. Drugi gracz odwraca wzrok.</translation>
    </message>
</context>
<context>
    <name>RecentCheck</name>
    <message>
        <source>The file is no longer there.</source>
        <translation>Tego pliku już nie ma.</translation>
    </message>
    <message>
        <source>The file is now %1, not a roster.</source>
        <translation>Ten plik to teraz %1, nie rozpiska.</translation>
    </message>
    <message>
        <source>The file is now %1, not %2.</source>
        <translation>Ten plik to teraz %1, nie %2.</translation>
    </message>
</context>
<context>
    <name>RosterFileDialog</name>
    <message>
        <source>Open roster</source>
        <translation>Otwórz rozpiskę</translation>
    </message>
    <message>
        <source>Save roster as</source>
        <translation>Zapisz rozpiskę jako</translation>
    </message>
    <message>
        <source>Import roster JSON</source>
        <translation>Importuj rozpiskę z JSON</translation>
    </message>
    <message>
        <source>Export roster JSON</source>
        <translation>Eksportuj rozpiskę do JSON</translation>
    </message>
    <message>
        <source>Save sheets as PDF</source>
        <translation>Zapisz arkusze jako PDF</translation>
    </message>
</context>
<context>
    <name>RosterRow</name>
    <message>
        <source>Commander-in-chief</source>
        <translation>Wódz naczelny</translation>
    </message>
    <message>
        <source>%1, %2 pool</source>
        <translation>%1, pula: %2</translation>
    </message>
    <message>
        <source>%1 · command %2 · %3</source>
        <translation>%1 · dowodzenie %2 · %3</translation>
    </message>
    <message>
        <source>not historical</source>
        <translation>nie historyczna</translation>
    </message>
    <message>
        <source>Attach to a historical division</source>
        <translation>Przypisz do dywizji historycznej</translation>
    </message>
    <message>
        <source>ambush</source>
        <translation>zasadzka</translation>
    </message>
    <message>
        <source>Actions for this row (menu key)</source>
        <translation>Działania dla tego wiersza (klawisz menu)</translation>
    </message>
    <message>
        <source>Not drawn yet: draw him (Ctrl+G)</source>
        <translation>Jeszcze nie wylosowany: wylosuj go (Ctrl+G)</translation>
    </message>
    <message>
        <source>Extra general: %1</source>
        <translation>Dodatkowy generał: %1</translation>
    </message>
    <message>
        <source>leads no division</source>
        <translation>nie dowodzi dywizją</translation>
    </message>
    <message>
        <source>%1 (has a commander)</source>
        <translation>%1 (ma dowódcę)</translation>
    </message>
    <message>
        <source>The division the extra general leads (BWN 13.3)</source>
        <translation>Dywizja, którą dowodzi dodatkowy generał (BWN 13.3)</translation>
    </message>
    <message>
        <source>Leads this division: it draws and pays for no general of its own (BWN 13.3).</source>
        <translation>Dowodzi tą dywizją: nie losuje ona i nie opłaca własnego generała (BWN 13.3).</translation>
    </message>
    <message>
        <source>Leads no division: the one chosen has another commander (BWN 13.3).</source>
        <translation>Nie dowodzi dywizją: wybrana ma już innego dowódcę (BWN 13.3).</translation>
    </message>
    <message>
        <source>Leads no division yet: choose one for him, or he keeps an order block of his own (BWN 13.3).</source>
        <translation>Nie dowodzi jeszcze dywizją: wybierz mu jedną albo zostanie z własnym polem rozkazów (BWN 13.3).</translation>
    </message>
</context>
<context>
    <name>RosterTree</name>
    <message>
        <source>A roster is built from divisions. Add one, then add units to it from the catalogue.</source>
        <translation>Rozpiska składa się z dywizji. Dodaj dywizję, a potem dodawaj do niej jednostki z katalogu.</translation>
    </message>
    <message>
        <source>Add infantry division</source>
        <translation>Dodaj dywizję piechoty</translation>
    </message>
    <message>
        <source>Rename division…</source>
        <translation>Zmień nazwę dywizji…</translation>
    </message>
    <message>
        <source>Draw this division&apos;s general…</source>
        <translation>Losuj generała tej dywizji…</translation>
    </message>
    <message>
        <source>Draw commanders…</source>
        <translation>Losowanie dowódców…</translation>
    </message>
    <message>
        <source>Division type</source>
        <translation>Rodzaj dywizji</translation>
    </message>
    <message>
        <source>Infantry</source>
        <translation>Piechota</translation>
    </message>
    <message>
        <source>Cavalry</source>
        <translation>Jazda</translation>
    </message>
    <message>
        <source>Mixed, general from the infantry pool</source>
        <translation>Mieszana, generał z puli piechoty</translation>
    </message>
    <message>
        <source>Mixed, general from the cavalry pool</source>
        <translation>Mieszana, generał z puli jazdy</translation>
    </message>
    <message>
        <source>Duplicate (Ctrl+D)</source>
        <translation>Powiel (Ctrl+D)</translation>
    </message>
    <message>
        <source>Move up (Alt+Up)</source>
        <translation>W górę (Alt+↑)</translation>
    </message>
    <message>
        <source>Move down (Alt+Down)</source>
        <translation>W dół (Alt+↓)</translation>
    </message>
    <message>
        <source>Move to division</source>
        <translation>Przenieś do dywizji</translation>
    </message>
    <message>
        <source>Remove (Delete)</source>
        <translation>Usuń (Delete)</translation>
    </message>
    <message>
        <source>bases</source>
        <translation>podstawki</translation>
    </message>
    <message>
        <source>points</source>
        <translation>punkty</translation>
    </message>
    <message>
        <source>Move to the previous division</source>
        <translation>Przenieś do poprzedniej dywizji</translation>
    </message>
    <message>
        <source>Move to the next division</source>
        <translation>Przenieś do następnej dywizji</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Settings</source>
        <translation>Ustawienia</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Język</translation>
    </message>
    <message>
        <source>Theme</source>
        <translation>Motyw</translation>
    </message>
    <message>
        <source>Follow the system</source>
        <translation>Jak w systemie</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>Jasny</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>Ciemny</translation>
    </message>
    <message>
        <source>Unit and catalogue names follow the language too. The rules texts in the sheets are printed in the language chosen when printing.</source>
        <translation>Nazwy jednostek i katalogów również zmieniają język. Teksty zasad na arkuszach drukują się w języku wybranym przy drukowaniu.</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Zamknij</translation>
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
        <translation>Jednostki i generałowie</translation>
    </message>
    <message>
        <source>Upgrades</source>
        <translation>Ulepszenia</translation>
    </message>
    <message>
        <source>Total points</source>
        <translation>Razem punktów</translation>
    </message>
    <message>
        <source>Bases</source>
        <translation>Podstawki</translation>
    </message>
    <message>
        <source>Artillery bases</source>
        <translation>Podstawki artylerii</translation>
    </message>
    <message>
        <source>Army morale</source>
        <translation>Morale armii</translation>
    </message>
    <message>
        <source>✔ Legal roster</source>
        <translation>✔ Rozpiska zgodna z zasadami</translation>
    </message>
    <message>
        <source>✔ Legal · warnings: %1</source>
        <translation>✔ Zgodna · ostrzeżenia: %1</translation>
    </message>
    <message>
        <source>✖ Not legal · errors: %1 · warnings: %2</source>
        <translation>✖ Niezgodna · błędy: %1 · ostrzeżenia: %2</translation>
    </message>
    <message>
        <source>allowed: only %1 and %2 bind</source>
        <translation>dozwolone: wiążą tylko %1 i %2</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>Empty roster · warnings: %1</source>
        <translation>Pusta rozpiska · ostrzeżenia: %1</translation>
    </message>
    <message>
        <source>Empty roster</source>
        <translation>Pusta rozpiska</translation>
    </message>
</context>
<context>
    <name>UnitCard</name>
    <message>
        <source>Pick a unit in the catalogue to see its statistics.</source>
        <translation>Wybierz jednostkę w katalogu, aby zobaczyć jej statystyki.</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Punkty</translation>
    </message>
    <message>
        <source>Bases</source>
        <translation>Podstawki</translation>
    </message>
    <message>
        <source>Cost class</source>
        <translation>Klasa kosztu</translation>
    </message>
    <message>
        <source>Arm</source>
        <translation>Rodzaj wojsk</translation>
    </message>
    <message>
        <source>In roster</source>
        <translation>W rozpisce</translation>
    </message>
    <message>
        <source>%1 of max %2</source>
        <translation>%1 z najwyżej %2</translation>
    </message>
    <message>
        <source>Traits: %1</source>
        <translation>Cechy: %1</translation>
    </message>
    <message>
        <source>%1 × %2</source>
        <translation>%1 × %2</translation>
    </message>
    <message>
        <source>Move line/column</source>
        <translation>Ruch linia/kolumna</translation>
    </message>
    <message>
        <source>%1/%2 cm</source>
        <translation>%1/%2 cm</translation>
    </message>
    <message>
        <source>Weapon, range</source>
        <translation>Broń, zasięg</translation>
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
        <translation>Wartość bojowa: kości w walce wręcz</translation>
    </message>
    <message>
        <source>SO</source>
        <translation>SO</translation>
    </message>
    <message>
        <source>Firepower: dice when shooting</source>
        <translation>Siła ognia: kości przy strzelaniu</translation>
    </message>
    <message>
        <source>WTR</source>
        <translation>WTR</translation>
    </message>
    <message>
        <source>Stamina: losses a battalion takes before it is removed</source>
        <translation>Wytrzymałość: straty, jakie batalion poniesie, zanim zostanie usunięty</translation>
    </message>
    <message>
        <source>Morale</source>
        <translation>Morale</translation>
    </message>
    <message>
        <source>Ammunition</source>
        <translation>Amunicja</translation>
    </message>
    <message>
        <source>Special rules: %1</source>
        <translation>Zasady specjalne: %1</translation>
    </message>
</context>
<context>
    <name>UnsavedDialog</name>
    <message>
        <source>Unsaved changes</source>
        <translation>Niezapisane zmiany</translation>
    </message>
    <message>
        <source>&quot;%1&quot; has changes that are not saved. Save them first?</source>
        <translation>W rozpisce „%1” są niezapisane zmiany. Zapisać je najpierw?</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Zapisz</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Odrzuć</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Anuluj</translation>
    </message>
</context>
<context>
    <name>UpgradesPanel</name>
    <message>
        <source>%1 pts</source>
        <translation>%1 pkt</translation>
    </message>
    <message>
        <source>bought</source>
        <translation>kupione</translation>
    </message>
    <message>
        <source>levels</source>
        <translation>poziomy</translation>
    </message>
    <message>
        <source>points</source>
        <translation>punkty</translation>
    </message>
    <message>
        <source>how many</source>
        <translation>ile</translation>
    </message>
    <message>
        <source>Set on the regiments in the roster: %1</source>
        <translation>Ustawiane na pułkach w rozpisce: %1</translation>
    </message>
    <message>
        <source>%1 pt</source>
        <translation>%1 pkt</translation>
    </message>
</context>
<context>
    <name>sztab::gui::CatalogueEditor</name>
    <message>
        <source>No catalogue</source>
        <translation>Brak katalogu</translation>
    </message>
    <message>
        <source>Open or create a catalogue first.</source>
        <translation>Najpierw otwórz lub utwórz katalog.</translation>
    </message>
    <message>
        <source>A new catalogue needs an id, a nation and a period (e.g. 1809).</source>
        <translation>Nowy katalog potrzebuje identyfikatora, nacji i okresu (np. 1809).</translation>
    </message>
    <message>
        <source>New catalogue: add profiles, units and generals, then save.</source>
        <translation>Nowy katalog: dodaj profile, jednostki i generałów, potem zapisz.</translation>
    </message>
    <message>
        <source>Not a local file: %1</source>
        <translation>To nie jest plik lokalny: %1</translation>
    </message>
    <message>
        <source>Opened as a template: Save puts a copy in your catalogues folder.</source>
        <translation>Otwarto jako szablon: Zapisz umieszcza kopię w twoim folderze katalogów.</translation>
    </message>
    <message>
        <source>Opened %1</source>
        <translation>Otwarto %1</translation>
    </message>
    <message>
        <source>No catalogue &quot;%1&quot; is loaded.</source>
        <translation>Nie wczytano katalogu „%1”.</translation>
    </message>
    <message numerus="yes">
        <source>%n error(s) in the catalogue: fix them before saving it to your catalogues (Export keeps a draft anywhere).</source>
        <translation>
            <numerusform>%n błąd w katalogu: popraw go przed zapisaniem w twoich katalogach (Eksport zapisze szkic w dowolnym miejscu).</numerusform>
            <numerusform>%n błędy w katalogu: popraw je przed zapisaniem w twoich katalogach (Eksport zapisze szkic w dowolnym miejscu).</numerusform>
            <numerusform>%n błędów w katalogu: popraw je przed zapisaniem w twoich katalogach (Eksport zapisze szkic w dowolnym miejscu).</numerusform>
        </translation>
    </message>
    <message>
        <source>Saved to %1: the New roster dialog offers it now.</source>
        <translation>Zapisano w %1: okno nowej rozpiski już go proponuje.</translation>
    </message>
    <message>
        <source>Saved to %1</source>
        <translation>Zapisano w %1</translation>
    </message>
    <message>
        <source>Exported to %1</source>
        <translation>Wyeksportowano do %1</translation>
    </message>
    <message>
        <source>Imported file opened; it has errors, so it is not in your catalogues yet.</source>
        <translation>Otwarto zaimportowany plik; ma błędy, więc nie ma go jeszcze w twoich katalogach.</translation>
    </message>
    <message>
        <source>Only a catalogue in your catalogues folder can be deleted.</source>
        <translation>Usunąć można tylko katalog z twojego folderu katalogów.</translation>
    </message>
    <message>
        <source>%1: cannot delete the file</source>
        <translation>%1: nie można usunąć pliku</translation>
    </message>
    <message>
        <source>Deleted %1; the app forgets it at the next start.</source>
        <translation>Usunięto %1; program zapomni go przy następnym uruchomieniu.</translation>
    </message>
    <message>
        <source>A catalogue has no field &quot;%1&quot;.</source>
        <translation>Katalog nie ma pola „%1”.</translation>
    </message>
    <message>
        <source>Edit catalogue details</source>
        <translation>Zmiana danych katalogu</translation>
    </message>
    <message>
        <source>No list &quot;%1&quot;.</source>
        <translation>Brak listy „%1”.</translation>
    </message>
    <message>
        <source>Row %1, %2: %3</source>
        <translation>Wiersz %1, %2: %3</translation>
    </message>
    <message>
        <source>Edit field</source>
        <translation>Zmiana pola</translation>
    </message>
    <message>
        <source>Add row</source>
        <translation>Dodanie wiersza</translation>
    </message>
    <message>
        <source>No row %1 to duplicate.</source>
        <translation>Brak wiersza %1 do powielenia.</translation>
    </message>
    <message>
        <source>Duplicate row</source>
        <translation>Powielenie wiersza</translation>
    </message>
    <message>
        <source>No row %1 to remove.</source>
        <translation>Brak wiersza %1 do usunięcia.</translation>
    </message>
    <message>
        <source>Remove row</source>
        <translation>Usunięcie wiersza</translation>
    </message>
    <message>
        <source>Import CSV</source>
        <translation>Import CSV</translation>
    </message>
    <message>
        <source>Saved to %1; it replaces the bundled %2 for the app and bwn (rename its id or remove it to get that back).</source>
        <translation>Zapisano w %1; zastępuje dołączony %2 w programie i w bwn (zmień jego identyfikator albo usuń go, żeby go odzyskać).</translation>
    </message>
    <message>
        <source>Deleted %1; the bundled catalogue it replaced is back.</source>
        <translation>Usunięto %1; dołączony katalog, który zastępował, wrócił.</translation>
    </message>
    <message>
        <source>Recovered unsaved changes: save them to keep them.</source>
        <translation>Odzyskano niezapisane zmiany: zapisz je, aby je zachować.</translation>
    </message>
</context>
<context>
    <name>sztab::gui::CsvImport</name>
    <message>
        <source>semicolon (;)</source>
        <translation>średnik (;)</translation>
    </message>
    <message>
        <source>comma (,)</source>
        <translation>przecinek (,)</translation>
    </message>
    <message>
        <source>UTF-8 with BOM</source>
        <translation>UTF-8 z BOM</translation>
    </message>
    <message>
        <source>Choose a CSV file first.</source>
        <translation>Najpierw wybierz plik CSV.</translation>
    </message>
    <message>
        <source>tab</source>
        <translation>tabulator</translation>
    </message>
    <message>
        <source>Column &quot;%1&quot; already holds %2: one column holds one field.</source>
        <translation>Kolumna „%1” zawiera już pole %2: jedna kolumna to jedno pole.</translation>
    </message>
</context>
<context>
    <name>sztab::gui::DocumentBase</name>
    <message>
        <source>%1: not a local file (%2)</source>
        <translation>%1: to nie jest plik lokalny (%2)</translation>
    </message>
    <message>
        <source>%1 holds %2 left unsaved, not %3.</source>
        <translation>%1 przechowuje niezapisaną pracę: %2, a nie %3.</translation>
    </message>
</context>
<context>
    <name>sztab::gui::FileChooser</name>
    <message>
        <source>%1 already exists. Replace it?</source>
        <translation>%1 już istnieje. Zastąpić go?</translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation>Wszystkie pliki (*)</translation>
    </message>
    <message>
        <source>CSV files (*.csv *.txt)</source>
        <translation>Pliki CSV (*.csv *.txt)</translation>
    </message>
    <message>
        <source>Sztab documents (%1)</source>
        <translation>Dokumenty Sztabu (%1)</translation>
    </message>
</context>
<context>
    <name>sztab::gui::IssueModel</name>
    <message>
        <source>data</source>
        <comment>issue about the data, not a rule</comment>
        <translation>dane</translation>
    </message>
</context>
<context>
    <name>sztab::gui::KskGameDocument</name>
    <message>
        <source>No game</source>
        <translation>Brak gry</translation>
    </message>
    <message>
        <source>%1, axis %2, %3 hexes</source>
        <translation>%1, oś %2, %3 heks.</translation>
    </message>
    <message>
        <source>the game&apos;s log does not replay</source>
        <translation>dziennika gry nie da się odtworzyć</translation>
    </message>
    <message>
        <source>%1: no demo scenario</source>
        <translation>%1: brak scenariusza demonstracyjnego</translation>
    </message>
    <message>
        <source>a scenario</source>
        <translation>scenariusz</translation>
    </message>
    <message>
        <source>the diagrams</source>
        <translation>diagramy</translation>
    </message>
    <message>
        <source>The diagrams could not be printed.</source>
        <translation>Nie udało się wydrukować diagramów.</translation>
    </message>
    <message>
        <source>Dice: &quot;%1&quot; is not a list of numbers (e.g. 7 or 7, 3).</source>
        <translation>Kości: „%1” to nie lista liczb (np. 7 albo 7, 3).</translation>
    </message>
    <message>
        <source>change of order</source>
        <translation>zmiana rozkazu</translation>
    </message>
    <message>
        <source>move</source>
        <translation>ruch</translation>
    </message>
    <message>
        <source>disordered units</source>
        <translation>oddziały zdezorganizowane</translation>
    </message>
    <message>
        <source>new stage</source>
        <translation>nowy etap</translation>
    </message>
    <message>
        <source>cups and initiative</source>
        <translation>kubki i inicjatywa</translation>
    </message>
    <message>
        <source>pick</source>
        <translation>wybór markera</translation>
    </message>
    <message>
        <source>draw</source>
        <translation>losowanie</translation>
    </message>
    <message>
        <source>activation</source>
        <translation>aktywacja</translation>
    </message>
    <message>
        <source>keeping the initiative</source>
        <translation>podtrzymanie inicjatywy</translation>
    </message>
    <message>
        <source>pass</source>
        <translation>oddanie ruchu</translation>
    </message>
    <message>
        <source>giving the activation away</source>
        <translation>odstąpienie aktywacji</translation>
    </message>
    <message>
        <source>interception</source>
        <translation>przechwycenie gońca</translation>
    </message>
    <message>
        <source>Initiative (II.8): A rolled %1, total %2; B rolled %3, total %4%5: %6 picks first.</source>
        <translation>Inicjatywa (II.8): A wyrzucił %1, razem %2; B wyrzucił %3, razem %4%5: %6 wybiera pierwszy.</translation>
    </message>
    <message numerus="yes">
        <source> (%n tie(s) rolled again)</source>
        <translation>
            <numerusform> (remisy rzucane ponownie: %n)</numerusform>
            <numerusform> (remisy rzucane ponownie: %n)</numerusform>
            <numerusform> (remisy rzucane ponownie: %n)</numerusform>
        </translation>
    </message>
    <message>
        <source>Set up the map, then begin the first stage.</source>
        <translation>Rozstaw mapę, potem rozpocznij pierwszy etap.</translation>
    </message>
    <message>
        <source>Stage %1 is over: begin the next one (II.19).</source>
        <translation>Etap %1 zakończony: rozpocznij następny (II.19).</translation>
    </message>
    <message>
        <source>Begin stage %1</source>
        <translation>Rozpocznij etap %1</translation>
    </message>
    <message>
        <source>The last stage is over: the game ends (II.20).</source>
        <translation>Ostatni etap zakończony: koniec gry (II.20).</translation>
    </message>
    <message>
        <source>Command segment (II.4): change orders and move the commanders-in-chief and corps commanders, then fill the cups and roll for the initiative.</source>
        <translation>Segment dowodzenia (II.4): zmień rozkazy i przesuń naczelnych wodzów i dowódców korpusów, potem napełnij kubki i rzuć o inicjatywę.</translation>
    </message>
    <message>
        <source>Fill the cups and roll the initiative (II.4.11–12, II.8)</source>
        <translation>Napełnij kubki i rzuć o inicjatywę (II.4.11–12, II.8)</translation>
    </message>
    <message>
        <source>%1 drew an active marker (%2): choose the formation it activates.</source>
        <translation>%1 wylosował aktywny marker (%2): wybierz aktywowaną dywizję/brygadę.</translation>
    </message>
    <message>
        <source>Activate</source>
        <translation>Aktywuj</translation>
    </message>
    <message>
        <source>%1 picks (does not draw) an active marker and activates a formation (II.6.6, II.8.4).</source>
        <translation>%1 wybiera (nie losuje) aktywny marker i aktywuje dywizję/brygadę (II.6.6, II.8.4).</translation>
    </message>
    <message>
        <source>Pick and activate</source>
        <translation>Wybierz i aktywuj</translation>
    </message>
    <message>
        <source>Give the activation away (II.13)</source>
        <translation>Odstąp aktywację (II.13)</translation>
    </message>
    <message>
        <source>%1 may try to keep the initiative: 1d10 ≤ the chosen commander&apos;s rating (II.9–II.12), or pass.</source>
        <translation>%1 może próbować podtrzymać inicjatywę: 1K10 ≤ współczynnik samodzielności wybranego dowódcy (II.9–II.12), albo oddać ruch.</translation>
    </message>
    <message>
        <source>Try to keep the initiative</source>
        <translation>Spróbuj podtrzymać inicjatywę</translation>
    </message>
    <message>
        <source>Pass: the opponent draws</source>
        <translation>Oddaj ruch: losuje przeciwnik</translation>
    </message>
    <message>
        <source>%1&apos;s turn is over (II.14): the opponent draws next.</source>
        <translation>Kolejka strony %1 skończona (II.14): teraz losuje przeciwnik.</translation>
    </message>
    <message>
        <source>End the turn</source>
        <translation>Zakończ kolejkę</translation>
    </message>
    <message>
        <source>%1 draws a marker from the cup (II.6.5).</source>
        <translation>%1 losuje marker z kubka (II.6.5).</translation>
    </message>
    <message>
        <source>Draw from the cup</source>
        <translation>Losuj z kubka</translation>
    </message>
    <message>
        <source>Now activated: %1. II.14: at most %2 activations in a row; II.15: each formation once a stage.</source>
        <translation>Aktywowana teraz: %1. II.14: najwyżej %2 aktywacje z rzędu; II.15: każda dywizja/brygada raz na etap.</translation>
    </message>
    <message>
        <source>%1 (rating %2)</source>
        <translation>%1 (samodzielność %2)</translation>
    </message>
    <message>
        <source>division, rating %1</source>
        <translation>dywizja, samodzielność %1</translation>
    </message>
    <message>
        <source>independent brigade, rating %1</source>
        <translation>samodzielna brygada, samodzielność %1</translation>
    </message>
    <message>
        <source>Stage %1: %2 — %3</source>
        <translation>Etap %1: %2 — %3</translation>
    </message>
    <message>
        <source>Courier %1 rides with %2, expected in stage %3.</source>
        <translation>Goniec %1 wiezie %2, dotrze w etapie %3.</translation>
    </message>
    <message>
        <source>commander-in-chief</source>
        <translation>naczelny wódz</translation>
    </message>
    <message>
        <source>wing</source>
        <translation>skrzydło</translation>
    </message>
    <message>
        <source>corps</source>
        <translation>korpus</translation>
    </message>
    <message>
        <source>Courier %1: ready under the commander-in-chief.</source>
        <translation>Goniec %1: gotów pod naczelnym wodzem.</translation>
    </message>
    <message>
        <source>Courier %1: riding to %2 (hex %3) with %4, expected in stage %5.</source>
        <translation>Goniec %1: jedzie do: %2 (heks %3) z rozkazem %4, dotrze w etapie %5.</translation>
    </message>
    <message>
        <source>Courier %1: on the stage track, back in stage %2.</source>
        <translation>Goniec %1: na torze etapów, wraca w etapie %2.</translation>
    </message>
    <message>
        <source>Courier %1 reaches %2: the order becomes %3 (III.43).</source>
        <translation>Goniec %1 dociera do: %2; rozkaz zmienia się na %3 (III.43).</translation>
    </message>
    <message>
        <source>Courier %1 is back under the commander-in-chief (III.41).</source>
        <translation>Goniec %1 wraca pod naczelnego wodza (III.41).</translation>
    </message>
    <message>
        <source>%1 enters the map (II.17).</source>
        <translation>%1 wchodzi na mapę (II.17).</translation>
    </message>
    <message>
        <source>Our courier %1, hex %2</source>
        <translation>Nasz goniec %1, heks %2</translation>
    </message>
    <message>
        <source>Courier %1 of side %2, hex %3</source>
        <translation>Goniec %1 strony %2, heks %3</translation>
    </message>
    <message>
        <source>III.44/1 b: enemy cavalry entered the hex of a lone courier. The active player rolls 1d%3: on %1 the courier is taken, his order lost, and he goes on the stage track %2 stages later; otherwise he gives way one hex.</source>
        <translation>III.44/1 b: wroga kawaleria weszła na heks samotnego gońca. Gracz aktywny rzuca 1K%3: przy %1 goniec zostaje schwytany, jego rozkaz przepada, a on trafia na tor etapów, na pole etapu bieżącego + %2; w przeciwnym razie ustępuje o jeden heks.</translation>
    </message>
    <message>
        <source>Print the command diagrams</source>
        <translation>Drukuj diagramy dowodzenia</translation>
    </message>
    <message>
        <source>Couriers back under the commander-in-chief in stage %1: %2</source>
        <translation>Gońcy wracający pod naczelnego wodza w etapie %1: %2</translation>
    </message>
    <message numerus="yes">
        <source>%n of the other side&apos;s couriers come back in this stage</source>
        <translation>
            <numerusform>%n goniec drugiej strony wraca w tym etapie</numerusform>
            <numerusform>%n gońcy drugiej strony wracają w tym etapie</numerusform>
            <numerusform>%n gońców drugiej strony wraca w tym etapie</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>sztab::gui::KskScenarioDocument</name>
    <message>
        <source>No scenario</source>
        <translation>Brak scenariusza</translation>
    </message>
    <message>
        <source>A copy of the bundled demo: Save asks where to keep it.</source>
        <translation>Kopia dołączonego dema: Zapisz zapyta, gdzie ją zachować.</translation>
    </message>
    <message>
        <source>%1: no demo scenario</source>
        <translation>%1: brak scenariusza demonstracyjnego</translation>
    </message>
    <message>
        <source>a scenario</source>
        <translation>scenariusz</translation>
    </message>
    <message>
        <source>The scenario has no file yet: use Save as.</source>
        <translation>Scenariusz nie ma jeszcze pliku: użyj Zapisz jako.</translation>
    </message>
    <message>
        <source>Start a new scenario or open one first.</source>
        <translation>Najpierw zacznij nowy scenariusz albo otwórz istniejący.</translation>
    </message>
    <message>
        <source>the scenario</source>
        <translation>scenariusz</translation>
    </message>
    <message>
        <source>Saved to %1.</source>
        <translation>Zapisano w %1.</translation>
    </message>
    <message>
        <source>Saved to %1 as a draft: a game starts from it once the issues are mended.</source>
        <translation>Zapisano w %1 jako szkic: grę można z niego zacząć po poprawieniu problemów.</translation>
    </message>
    <message>
        <source>edit the scenario&apos;s header</source>
        <translation>zmiana nagłówka scenariusza</translation>
    </message>
    <message>
        <source>edit a cell</source>
        <translation>zmiana komórki</translation>
    </message>
    <message>
        <source>add a row</source>
        <translation>dodanie wiersza</translation>
    </message>
    <message>
        <source>delete a row</source>
        <translation>usunięcie wiersza</translation>
    </message>
    <message>
        <source>change a rule&apos;s number</source>
        <translation>zmień liczbę zasad</translation>
    </message>
</context>
<context>
    <name>sztab::gui::MacGameDocument</name>
    <message>
        <source>New game</source>
        <translation>Nowa gra</translation>
    </message>
    <message>
        <source>Poniński: his arrival is rolled at the start of this stage</source>
        <translation>Poniński: na początku tego etapu rzut o jego przybycie</translation>
    </message>
    <message>
        <source>Poniński: his chit may join the pool in this stage</source>
        <translation>Poniński: jego żeton może być w puli w tym etapie</translation>
    </message>
    <message>
        <source>Poniński entered in this stage</source>
        <translation>Poniński wszedł w tym etapie</translation>
    </message>
    <message>
        <source>Poniński never comes (13.0b)</source>
        <translation>Poniński nie przybędzie (13.0b)</translation>
    </message>
    <message>
        <source>In stage %1 a d10 + %2 gives the stage to check (13.0a).</source>
        <translation>W etapie %1 rzut k10 + %2 wyznacza etap do sprawdzenia (13.0a).</translation>
    </message>
    <message>
        <source>Roll the stage to check (d10 + %1)</source>
        <translation>Rzuć o etap do sprawdzenia (k10 + %1)</translation>
    </message>
    <message>
        <source>His marker lies on stage %1: at its start d10 + %1 below %2 means he never comes (13.0b).</source>
        <translation>Jego żeton leży na etapie %1: na jego początku k10 + %1 poniżej %2 oznacza, że nie przybędzie (13.0b).</translation>
    </message>
    <message>
        <source>Roll: does Poniński come? (d10 + %1)</source>
        <translation>Rzut: czy Poniński przybędzie? (k10 + %1)</translation>
    </message>
    <message>
        <source>His chit may join the pool in stage %1; the Poles may hold him back a stage at a time (13.0c).</source>
        <translation>Jego żeton może trafić do puli w etapie %1; Polacy mogą go wstrzymywać o etap (13.0c).</translation>
    </message>
    <message>
        <source>Poniński&apos;s division entered in stage %1.</source>
        <translation>Dywizja Ponińskiego weszła w etapie %1.</translation>
    </message>
    <message>
        <source>Poniński&apos;s division never comes to the battle (13.0b).</source>
        <translation>Dywizja Ponińskiego nie weźmie udziału w bitwie (13.0b).</translation>
    </message>
    <message>
        <source>A commander of his army has fallen: he commands the fallen commander&apos;s units instead of activating another (4.3).</source>
        <translation>Poległ dowódca jego armii: dowodzi oddziałami poległego zamiast aktywować innego (4.3).</translation>
    </message>
    <message>
        <source>He may activate any Polish commander,</source>
        <translation>Może aktywować dowolnego polskiego dowódcę,</translation>
    </message>
    <message>
        <source>then command %1 units within %2 hexes of him,</source>
        <translation>potem dowodzić %1 oddziałami w promieniu %2 pól,</translation>
    </message>
    <message>
        <source>then move (4.4b).</source>
        <translation>potem wykonać ruch (4.4b).</translation>
    </message>
    <message>
        <source>He may activate any Russian commander (4.4a).</source>
        <translation>Może aktywować dowolnego rosyjskiego dowódcę (4.4a).</translation>
    </message>
    <message>
        <source>His units within %1 hexes move, fire and fight (4.2).</source>
        <translation>Jego oddziały w promieniu %1 pól ruszają się, strzelają i walczą (4.2).</translation>
    </message>
    <message>
        <source>He may command units of the Polish reserve within %1 hexes (4.5).</source>
        <translation>Może dowodzić oddziałami polskiej rezerwy w promieniu %1 pól (4.5).</translation>
    </message>
    <message>
        <source>Activated: %1</source>
        <translation>Aktywowany: %1</translation>
    </message>
    <message>
        <source>%1 win: automatic victory (12.4).</source>
        <translation>Wygrywają %1: zwycięstwo automatyczne (12.4).</translation>
    </message>
    <message>
        <source>%1 win after the last stage (12.3).</source>
        <translation>Wygrywają %1 po ostatnim etapie (12.3).</translation>
    </message>
    <message>
        <source>not yet on the map</source>
        <translation>jeszcze poza planszą</translation>
    </message>
    <message>
        <source>killed</source>
        <translation>poległ</translation>
    </message>
    <message>
        <source>lost</source>
        <translation>zdjęty z gry</translation>
    </message>
    <message>
        <source>never comes</source>
        <translation>nie przybędzie</translation>
    </message>
    <message>
        <source>wounded this stage</source>
        <translation>ranny w tym etapie</translation>
    </message>
    <message>
        <source>drawn</source>
        <translation>wylosowany</translation>
    </message>
    <message>
        <source>in the cup</source>
        <translation>w kubku</translation>
    </message>
    <message>
        <source>on the map</source>
        <translation>na planszy</translation>
    </message>
    <message>
        <source>not in the pool</source>
        <translation>poza pulą</translation>
    </message>
    <message>
        <source> · units under the commander-in-chief</source>
        <translation> · oddziały pod głównodowodzącym</translation>
    </message>
    <message>
        <source>%1 lead by %2 VP (Poles %3, Russians %4); the marker lies %5.</source>
        <translation>Prowadzą %1, przewaga %2 PZ (Polacy %3, Rosjanie %4); żeton leży %5.</translation>
    </message>
    <message>
        <source>reverse up</source>
        <translation>rewersem do góry</translation>
    </message>
    <message>
        <source>face up</source>
        <translation>awersem do góry</translation>
    </message>
    <message>
        <source>Level (Poles %1, Russians %2): the marker is off the track.</source>
        <translation>Remis (Polacy %1, Rosjanie %2): żetonu nie ma na torze.</translation>
    </message>
    <message>
        <source>Unit eliminated by fire (%1)</source>
        <translation>Oddział wyeliminowany ostrzałem (%1)</translation>
    </message>
    <message>
        <source>Unit eliminated by morale (%1)</source>
        <translation>Oddział wyeliminowany kryzysem morale (%1)</translation>
    </message>
    <message>
        <source>Melee won (%1)</source>
        <translation>Wygrane starcie wręcz (%1)</translation>
    </message>
    <message>
        <source>Artillery taken (%1 + stars)</source>
        <translation>Zdobyta artyleria (%1 + gwiazdki)</translation>
    </message>
    <message>
        <source>Own artillery retaken (%1)</source>
        <translation>Odbita własna artyleria (%1)</translation>
    </message>
    <message>
        <source>Enemy commander killed (%1)</source>
        <translation>Zabity dowódca wroga (%1)</translation>
    </message>
    <message>
        <source>entry %1: %2</source>
        <translation>wpis %1: %2</translation>
    </message>
    <message>
        <source>The seed must be a whole number, not &quot;%1&quot;.</source>
        <translation>Ziarno musi być liczbą całkowitą, nie „%1”.</translation>
    </message>
    <message>
        <source>Take a side&apos;s seat first: the choice is that side&apos;s secret.</source>
        <translation>Najpierw niech usiądzie gracz danej strony: wybór jest jej tajemnicą.</translation>
    </message>
    <message>
        <source>Secret choice</source>
        <translation>tajny wybór</translation>
    </message>
    <message>
        <source>Make the pool</source>
        <translation>utworzenie puli</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>losowanie</translation>
    </message>
    <message>
        <source>Activate</source>
        <translation>aktywacja</translation>
    </message>
    <message>
        <source>End the stage</source>
        <translation>koniec etapu</translation>
    </message>
    <message>
        <source>Poniński&apos;s roll</source>
        <translation>rzut Ponińskiego</translation>
    </message>
    <message>
        <source>Hold Poniński back</source>
        <translation>wstrzymanie Ponińskiego</translation>
    </message>
    <message>
        <source>Casualty roll</source>
        <translation>test dowódcy</translation>
    </message>
    <message>
        <source>Commander lost</source>
        <translation>dowódca zdjęty</translation>
    </message>
    <message>
        <source>Victory points for &quot;pl&quot; or &quot;ru&quot;, not &quot;%1&quot;.</source>
        <translation>Punkty zwycięstwa dla „pl” lub „ru”, nie „%1”.</translation>
    </message>
    <message>
        <source>Victory points</source>
        <translation>punkty zwycięstwa</translation>
    </message>
    <message>
        <source>save the schedule</source>
        <translation>zapis harmonogramu</translation>
    </message>
    <message>
        <source>Print the schedule</source>
        <translation>Drukuj harmonogram</translation>
    </message>
    <message>
        <source>The schedule could not be painted for this printer.</source>
        <translation>Nie udało się narysować harmonogramu dla tej drukarki.</translation>
    </message>
    <message>
        <source>Points for fire and melee come in turn 2, after the first chit is drawn (3.3).</source>
        <translation>Punkty za ostrzał i walkę wręcz przychodzą w turze 2, po wyciągnięciu pierwszego żetonu (3.3).</translation>
    </message>
    <message>
        <source>His units enter from any hex %1 to %2.</source>
        <translation>Jego oddziały wchodzą z dowolnych pól od %1 do %2.</translation>
    </message>
</context>
<context>
    <name>sztab::gui::PatrolSession</name>
    <message>
        <source>scout</source>
        <translation>zwiad</translation>
    </message>
    <message>
        <source>scout (no corps)</source>
        <translation>zwiad (bez korpusu)</translation>
    </message>
    <message>
        <source>Corps %1</source>
        <translation>Korpus %1</translation>
    </message>
    <message>
        <source>Placing markers (B19 6.1): player %1 places one</source>
        <translation>Rozstawianie znaczników (B19 6.1): gracz %1 stawia jeden</translation>
    </message>
    <message>
        <source>Turn %1, moves (B19 6.3): player %2 moves a marker</source>
        <translation>Tura %1, ruchy (B19 6.3): gracz %2 porusza znacznik</translation>
    </message>
    <message>
        <source>Turn %1, voluntary reveals (B19 6.4): player %2 reveals a marker or passes</source>
        <translation>Tura %1, dobrowolne ujawnienia (B19 6.4): gracz %2 ujawnia znacznik albo pasuje</translation>
    </message>
    <message>
        <source>The patrol phase is over: every corps is on the table.</source>
        <translation>Faza patroli skończona: wszystkie korpusy są na stole.</translation>
    </message>
    <message>
        <source>Markers were revealed: as the initiative player, choose who shows first (B19 6.4).</source>
        <translation>Znaczniki zostały odkryte: jako gracz z inicjatywą wybierz, kto ujawnia pierwszy (B19 6.4).</translation>
    </message>
    <message>
        <source>Markers were revealed: player A chooses who shows first (B19 6.4). Pass the computer to A.</source>
        <translation>Znaczniki zostały odkryte: gracz A wybiera, kto ujawnia pierwszy (B19 6.4). Przekaż komputer graczowi A.</translation>
    </message>
    <message>
        <source>It is player %1&apos;s turn: pass the computer.</source>
        <translation>Teraz kolej gracza %1: przekaż komputer.</translation>
    </message>
    <message>
        <source>Press Place beside a marker, then click in your deployment zone.</source>
        <translation>Naciśnij Postaw przy znaczniku, potem kliknij w swojej strefie rozstawienia.</translation>
    </message>
    <message>
        <source>Drag one of your markers (it stops where it would see or be seen), or select it and press Stays put.</source>
        <translation>Przeciągnij jeden ze swoich znaczników (zatrzyma się tam, gdzie zobaczy lub zostanie zobaczony) albo zaznacz go i naciśnij Stoi w miejscu.</translation>
    </message>
    <message>
        <source>Select a marker and press Reveal, or pass.</source>
        <translation>Zaznacz znacznik i naciśnij Ujawnij albo spasuj.</translation>
    </message>
    <message>
        <source>not placed yet</source>
        <translation>jeszcze nie postawiony</translation>
    </message>
    <message>
        <source>off the table</source>
        <translation>poza stołem</translation>
    </message>
    <message>
        <source>revealed, waiting to be shown</source>
        <translation>odkryty, czeka na pokazanie zawartości</translation>
    </message>
    <message>
        <source>revealed: %1</source>
        <translation>odkryty: %1</translation>
    </message>
    <message>
        <source>hidden</source>
        <translation>ukryty</translation>
    </message>
    <message>
        <source>, moved this turn</source>
        <translation>, ruszył się w tej turze</translation>
    </message>
    <message>
        <source>, stays put this turn</source>
        <translation>, stoi w tej turze</translation>
    </message>
    <message>
        <source>, DEFENCE (B19 6.5)</source>
        <translation>, OBRONA (B19 6.5)</translation>
    </message>
    <message>
        <source>hides: %1</source>
        <translation>ukrywa: %1</translation>
    </message>
    <message>
        <source>DEFENCE</source>
        <translation>OBRONA</translation>
    </message>
    <message>
        <source>The move is not allowed.</source>
        <translation>Ten ruch jest niedozwolony.</translation>
    </message>
    <message>
        <source>It is not player %1&apos;s screen: pass the computer first.</source>
        <translation>To nie jest ekran gracza %1: najpierw przekaż komputer.</translation>
    </message>
    <message>
        <source>%1 stopped after %2 of %3 (B19 6.3): it came into sight.</source>
        <translation>%1 zatrzymał się po %2 z %3 (B19 6.3): znalazł się w polu widzenia.</translation>
    </message>
    <message>
        <source>Revealed: %1.</source>
        <translation>Odkryte: %1.</translation>
    </message>
    <message>
        <source>Show patrol marker</source>
        <translation>Pokaż zawartość znacznika</translation>
    </message>
    <message>
        <source>Only player %1 assigns his markers.</source>
        <translation>Tylko gracz %1 przydziela swoje znaczniki.</translation>
    </message>
    <message>
        <source>Assign a corps to a patrol marker</source>
        <translation>Przydziel korpus do znacznika patrolu</translation>
    </message>
    <message>
        <source>Place patrol marker</source>
        <translation>Postaw znacznik patrolu</translation>
    </message>
    <message>
        <source>not allowed</source>
        <translation>niedozwolony</translation>
    </message>
    <message>
        <source>stops at %1</source>
        <translation>staje po %1</translation>
    </message>
    <message>
        <source>Move patrol marker</source>
        <translation>Przesuń znacznik patrolu</translation>
    </message>
    <message>
        <source>Patrol marker stays put</source>
        <translation>Znacznik patrolu stoi w miejscu</translation>
    </message>
    <message>
        <source>Reveal patrol marker</source>
        <translation>Ujawnij znacznik patrolu</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Pas</translation>
    </message>
    <message>
        <source>Who shows first</source>
        <translation>Kto ujawnia pierwszy</translation>
    </message>
    <message>
        <source>Player %1&apos;s roster is needed to deploy his corps (Roster of %1… in the planner).</source>
        <translation>Do rozstawienia korpusu potrzebna jest rozpiska gracza %1 (Rozpiska %1… w planerze).</translation>
    </message>
    <message>
        <source>Only player %1 prints his slip.</source>
        <translation>Tylko gracz %1 drukuje swoją kartkę.</translation>
    </message>
    <message>
        <source>Print the patrol slip of player %1</source>
        <translation>Drukuj kartkę patroli gracza %1</translation>
    </message>
    <message>
        <source>Print the marker reference card</source>
        <translation>Drukuj kartę pomocniczą znaczników</translation>
    </message>
    <message>
        <source>%1: the patrol demo is not installed.</source>
        <translation>%1: demo patroli nie jest zainstalowane.</translation>
    </message>
    <message>
        <source>Revealed corps on the table (B19 6.4): player %1 deploys the next division</source>
        <translation>Odkryte korpusy na stół (B19 6.4): gracz %1 wystawia następną dywizję</translation>
    </message>
    <message>
        <source>Select your revealed marker and press Deploy division (B19 6.4).</source>
        <translation>Zaznacz swój odkryty znacznik i naciśnij Wystaw dywizję (B19 6.4).</translation>
    </message>
    <message>
        <source>Player %1 deploys the next division: pass the computer.</source>
        <translation>Następną dywizję wystawia gracz %1: przekaż komputer.</translation>
    </message>
    <message>
        <source>Deploy a division</source>
        <translation>Wystawienie dywizji</translation>
    </message>
</context>
<context>
    <name>sztab::gui::PlanDocument</name>
    <message>
        <source>Untitled battle</source>
        <translation>Bitwa bez nazwy</translation>
    </message>
    <message>
        <source>Unknown ruleset &quot;%1&quot;.</source>
        <translation>Nieznane zasady „%1”.</translation>
    </message>
    <message>
        <source>Start a new battle or open a plan first.</source>
        <translation>Najpierw zacznij nową bitwę albo otwórz plan.</translation>
    </message>
    <message>
        <source>No terrain piece %1 on the table.</source>
        <translation>Na stole nie ma elementu terenu %1.</translation>
    </message>
    <message>
        <source>the players&apos; dice</source>
        <translation>kości graczy</translation>
    </message>
    <message>
        <source>seed %1</source>
        <translation>ziarno %1</translation>
    </message>
    <message>
        <source>Player A</source>
        <translation>Gracz A</translation>
    </message>
    <message>
        <source>Player B</source>
        <translation>Gracz B</translation>
    </message>
    <message>
        <source>Roll the battlefield first (BWN 14.3).</source>
        <translation>Najpierw rzuć na pole bitwy (BWN 14.3).</translation>
    </message>
    <message>
        <source>Every step of the placement sequence is done.</source>
        <translation>Wszystkie kroki kolejności rozstawiania terenu są wykonane.</translation>
    </message>
    <message>
        <source>Every required piece is placed. Optional: player %1 — %2</source>
        <translation>Wszystkie wymagane elementy stoją. Opcjonalnie: gracz %1 — %2</translation>
    </message>
    <message>
        <source>Next: player %1 — %2</source>
        <translation>Teraz: gracz %1 — %2</translation>
    </message>
    <message>
        <source>Depression (a hills piece)</source>
        <translation>Zagłębienie (element wzgórz)</translation>
    </message>
    <message>
        <source>Bridge or ford</source>
        <translation>Most lub bród</translation>
    </message>
    <message>
        <source>No ruleset is loaded.</source>
        <translation>Nie wczytano żadnych zasad.</translation>
    </message>
    <message>
        <source>Table size must be one of %1, not &quot;%2&quot;.</source>
        <translation>Rozmiar stołu musi być jednym z: %1, a nie „%2”.</translation>
    </message>
    <message>
        <source>Both rosters must use one ruleset.</source>
        <translation>Obie rozpiski muszą używać tych samych zasad.</translation>
    </message>
    <message>
        <source>%1 uses the ruleset &quot;%2&quot;, the plan &quot;%3&quot;.</source>
        <translation>%1 używa zasad „%2”, a plan „%3”.</translation>
    </message>
    <message>
        <source>Choose roster</source>
        <translation>Wybór rozpiski</translation>
    </message>
    <message>
        <source>Choose a file to save the plan to.</source>
        <translation>Wybierz plik, w którym zapisać plan.</translation>
    </message>
    <message>
        <source>Export for player A or B, not &quot;%1&quot;.</source>
        <translation>Eksport dla gracza A lub B, nie „%1”.</translation>
    </message>
    <message>
        <source>%1 (BWN 14.2: a tie is rolled again; give both dice of every round)</source>
        <translation>%1 (BWN 14.2: przy remisie rzuca się ponownie; podaj obie kości z każdej rundy)</translation>
    </message>
    <message>
        <source>Initiative</source>
        <translation>Inicjatywa</translation>
    </message>
    <message>
        <source>A seed is a whole number from 0 to 18446744073709551615, not &quot;%1&quot;.</source>
        <translation>Ziarno to liczba całkowita od 0 do 18446744073709551615, a nie „%1”.</translation>
    </message>
    <message>
        <source>The initiative is decided; undo it to roll again.</source>
        <translation>Inicjatywa jest rozstrzygnięta; cofnij, by rzucić ponownie.</translation>
    </message>
    <message>
        <source>The initiative is decided; undo it to enter other dice.</source>
        <translation>Inicjatywa jest rozstrzygnięta; cofnij, by wpisać inne kości.</translation>
    </message>
    <message>
        <source>The dice are whole numbers separated by commas (player 1&apos;s, player 2&apos;s, …), not &quot;%1&quot;.</source>
        <translation>Kości to liczby całkowite rozdzielone przecinkami (gracza 1, gracza 2, …), a nie „%1”.</translation>
    </message>
    <message>
        <source>Roll the initiative first: its winner takes a side (BWN 14.2).</source>
        <translation>Najpierw rzuć na inicjatywę: jej zwycięzca wybiera stronę (BWN 14.2).</translation>
    </message>
    <message>
        <source>The side is one of %1, not &quot;%2&quot;.</source>
        <translation>Strona to jedna z: %1, a nie „%2”.</translation>
    </message>
    <message>
        <source>Choose side</source>
        <translation>Wybór strony</translation>
    </message>
    <message>
        <source>Battlefield</source>
        <translation>Pole bitwy</translation>
    </message>
    <message>
        <source>Generate terrain</source>
        <translation>Wygenerowanie terenu</translation>
    </message>
    <message>
        <source>Place terrain</source>
        <translation>Postawienie terenu</translation>
    </message>
    <message>
        <source>Move terrain</source>
        <translation>Przesunięcie terenu</translation>
    </message>
    <message>
        <source>Rotate terrain</source>
        <translation>Obrót terenu</translation>
    </message>
    <message>
        <source>Resize terrain</source>
        <translation>Zmiana rozmiaru terenu</translation>
    </message>
    <message>
        <source>Change level</source>
        <translation>Zmiana poziomu</translation>
    </message>
    <message>
        <source>Remove terrain</source>
        <translation>Usunięcie terenu</translation>
    </message>
    <message>
        <source>No terrain piece can be an objective yet (roads, streams, rivers and fences cannot).</source>
        <translation>Żaden element terenu nie może jeszcze być celem (drogi, strumienie, rzeki i płoty nie mogą).</translation>
    </message>
    <message>
        <source>Suggest objectives</source>
        <translation>Propozycja celów</translation>
    </message>
    <message>
        <source>Choose main objective</source>
        <translation>Wybór celu głównego</translation>
    </message>
    <message>
        <source>There are %1 secondary objectives.</source>
        <translation>Celów pobocznych jest %1.</translation>
    </message>
    <message>
        <source>Choose secondary objective</source>
        <translation>Wybór celu pobocznego</translation>
    </message>
    <message>
        <source>Choose player %1&apos;s roster first.</source>
        <translation>Najpierw wybierz rozpiskę gracza %1.</translation>
    </message>
    <message>
        <source>Deploy army</source>
        <translation>Rozstawienie armii</translation>
    </message>
    <message>
        <source>Both armies are deployed.</source>
        <translation>Obie armie są rozstawione.</translation>
    </message>
    <message>
        <source>Deploy division</source>
        <translation>Rozstawienie dywizji</translation>
    </message>
    <message>
        <source>Player %1 has deployed every division.</source>
        <translation>Gracz %1 rozstawił wszystkie dywizje.</translation>
    </message>
    <message>
        <source>Move division</source>
        <translation>Przesunięcie dywizji</translation>
    </message>
    <message>
        <source>Turn division</source>
        <translation>Obrót dywizji</translation>
    </message>
    <message>
        <source>A formation is line or column, not &quot;%1&quot;.</source>
        <translation>Szyk to linia lub kolumna, a nie „%1”.</translation>
    </message>
    <message>
        <source>Change formation</source>
        <translation>Zmiana szyku</translation>
    </message>
    <message>
        <source>Take division back</source>
        <translation>Zdjęcie dywizji ze stołu</translation>
    </message>
    <message>
        <source>Show one player&apos;s secrets first: hidden positions belong to him.</source>
        <translation>Najpierw pokaż tajemnice jednego gracza: ukryte pozycje należą do niego.</translation>
    </message>
    <message>
        <source>Hide a unit</source>
        <translation>Ukrycie jednostki</translation>
    </message>
    <message>
        <source>Move hidden unit</source>
        <translation>Przesunięcie ukrytej jednostki</translation>
    </message>
    <message>
        <source>Remove hidden unit</source>
        <translation>Usunięcie ukrytej jednostki</translation>
    </message>
    <message>
        <source>Edit notes</source>
        <translation>Edycja notatek</translation>
    </message>
    <message>
        <source>No division %1 on the table.</source>
        <translation>Na stole nie ma dywizji %1.</translation>
    </message>
    <message>
        <source>A point needs finite coordinates.</source>
        <translation>Punkt musi mieć skończone współrzędne.</translation>
    </message>
    <message>
        <source>Move point</source>
        <translation>Przesunięcie punktu</translation>
    </message>
    <message>
        <source>Add point</source>
        <translation>Dodanie punktu</translation>
    </message>
    <message>
        <source>Remove point</source>
        <translation>Usunięcie punktu</translation>
    </message>
    <message>
        <source>Show one player&apos;s secrets first: hidden notes belong to him.</source>
        <translation>Najpierw pokaż tajemnice jednego gracza: ukryte notatki należą do niego.</translation>
    </message>
    <message>
        <source>%1 is this plan&apos;s own file: the copy for player %2 would lose the other player&apos;s hidden notes. Choose another name.</source>
        <translation>%1 to plik tego planu: kopia dla gracza %2 straciłaby ukryte notatki drugiego gracza. Wybierz inną nazwę.</translation>
    </message>
    <message>
        <source>%1 won the initiative and is A; %2 is B (%3)</source>
        <translation>%1 wygrywa inicjatywę i jest A; %2 jest B (%3)</translation>
    </message>
    <message>
        <source>open</source>
        <translation>otwieranie</translation>
    </message>
    <message>
        <source>save</source>
        <translation>zapis</translation>
    </message>
    <message>
        <source>export</source>
        <translation>eksport</translation>
    </message>
    <message>
        <source>save the PDF</source>
        <translation>zapisz PDF</translation>
    </message>
    <message>
        <source>This copy of the plan was exported for player %1: it holds no secrets of player %2.</source>
        <translation>Ta kopia planu została wyeksportowana dla gracza %1: nie zawiera tajemnic gracza %2.</translation>
    </message>
</context>
<context>
    <name>sztab::gui::RosterDocument</name>
    <message>
        <source>Untitled</source>
        <translation>Bez nazwy</translation>
    </message>
    <message>
        <source>%1, at most %2 bases</source>
        <translation>%1, najwyżej %2 podstawek</translation>
    </message>
    <message>
        <source> — historical general, no draw (BWN 13.2)</source>
        <translation> — generał historyczny, bez losowania (BWN 13.2)</translation>
    </message>
    <message>
        <source>redraw</source>
        <translation>ponowne losowanie</translation>
    </message>
    <message>
        <source>draw</source>
        <translation>losowanie</translation>
    </message>
    <message>
        <source> (seed %1)</source>
        <translation> (ziarno %1)</translation>
    </message>
    <message>
        <source> (players&apos; dice)</source>
        <translation> (kości graczy)</translation>
    </message>
    <message>
        <source>Open or create a roster first.</source>
        <translation>Najpierw otwórz albo utwórz rozpiskę.</translation>
    </message>
    <message>
        <source>Add regiment</source>
        <translation>Dodanie pułku</translation>
    </message>
    <message>
        <source>Remove regiment</source>
        <translation>Usunięcie pułku</translation>
    </message>
    <message>
        <source>Move regiment</source>
        <translation>Przeniesienie pułku</translation>
    </message>
    <message>
        <source>Duplicate regiment</source>
        <translation>Powielenie pułku</translation>
    </message>
    <message>
        <source>Set ambush</source>
        <translation>Ustawienie zasadzki</translation>
    </message>
    <message>
        <source>Rename division</source>
        <translation>Zmiana nazwy dywizji</translation>
    </message>
    <message>
        <source>Remove division</source>
        <translation>Usunięcie dywizji</translation>
    </message>
    <message>
        <source>Duplicate division</source>
        <translation>Powielenie dywizji</translation>
    </message>
    <message>
        <source>Attach to historical division</source>
        <translation>Przypisanie do dywizji historycznej</translation>
    </message>
    <message>
        <source>Rename roster</source>
        <translation>Zmiana nazwy rozpiski</translation>
    </message>
    <message>
        <source>Unknown status &quot;%1&quot;: regular, veteran or elite.</source>
        <translation>Nieznany status „%1”: regularny, weteran albo elita.</translation>
    </message>
    <message>
        <source>Set status</source>
        <translation>Zmiana statusu</translation>
    </message>
    <message>
        <source>Unknown division arm &quot;%1&quot;: infantry, cavalry or mixed.</source>
        <translation>Nieznany rodzaj dywizji „%1”: piechota, jazda albo mieszana.</translation>
    </message>
    <message>
        <source>Add division</source>
        <translation>Dodanie dywizji</translation>
    </message>
    <message>
        <source>Change division arm</source>
        <translation>Zmiana rodzaju dywizji</translation>
    </message>
    <message>
        <source>Change upgrade</source>
        <translation>Zmiana ulepszenia</translation>
    </message>
    <message>
        <source>Change limits</source>
        <translation>Zmiana limitów</translation>
    </message>
    <message>
        <source>New roster: choose at least one catalogue.</source>
        <translation>Nowa rozpiska: wybierz co najmniej jeden katalog.</translation>
    </message>
    <message>
        <source>new roster</source>
        <translation>nowa rozpiska</translation>
    </message>
    <message>
        <source>open</source>
        <translation>otwieranie</translation>
    </message>
    <message>
        <source>Nothing to save: open or create a roster first.</source>
        <translation>Nie ma czego zapisać: najpierw otwórz albo utwórz rozpiskę.</translation>
    </message>
    <message>
        <source>Choose where to save the roster (Save as).</source>
        <translation>Wybierz, gdzie zapisać rozpiskę (Zapisz jako).</translation>
    </message>
    <message>
        <source>save</source>
        <translation>zapis</translation>
    </message>
    <message>
        <source>Nothing to export: open or create a roster first.</source>
        <translation>Nie ma czego eksportować: najpierw otwórz albo utwórz rozpiskę.</translation>
    </message>
    <message>
        <source>export</source>
        <translation>eksport</translation>
    </message>
    <message>
        <source>import</source>
        <translation>import</translation>
    </message>
    <message>
        <source>Import roster</source>
        <translation>Import rozpiski</translation>
    </message>
    <message>
        <source>The seed must be a whole number, not &quot;%1&quot;.</source>
        <translation>Ziarno musi być liczbą całkowitą, a nie „%1”.</translation>
    </message>
    <message>
        <source>Dice: whole numbers separated by commas, not &quot;%1&quot;.</source>
        <translation>Kości: liczby całkowite rozdzielone przecinkami, a nie „%1”.</translation>
    </message>
    <message>
        <source>Draw: &quot;army&quot; or a division number, not &quot;%1&quot;.</source>
        <translation>Losowanie: „army” albo numer dywizji, a nie „%1”.</translation>
    </message>
    <message>
        <source>Every commander is drawn already.</source>
        <translation>Wszyscy dowódcy są już wylosowani.</translation>
    </message>
    <message>
        <source>Draw commanders</source>
        <translation>Losowanie dowódców</translation>
    </message>
    <message>
        <source>save the sheets</source>
        <translation>zapis arkuszy</translation>
    </message>
    <message>
        <source>Print the sheets</source>
        <translation>Drukowanie arkuszy</translation>
    </message>
    <message>
        <source>The sheets could not be painted for this printer.</source>
        <translation>Nie udało się przygotować arkuszy dla tej drukarki.</translation>
    </message>
    <message>
        <source>d%1</source>
        <extracomment>A die with %1 sides (&quot;d6&quot;; in Polish &quot;k6&quot;).</extracomment>
        <translation>k%1</translation>
    </message>
    <message>
        <source>No catalogue of this roster has the unit &quot;%1&quot;.</source>
        <translation>Żaden katalog tej rozpiski nie ma jednostki „%1”.</translation>
    </message>
    <message numerus="yes">
        <source>Regiments of this roster naming a unit that no loaded catalogue has: %n. They are kept unchanged, marked in red in the tree, and saved as they are.</source>
        <translation>
            <numerusform>Pułki tej rozpiski z jednostką, której nie ma w żadnym wczytanym katalogu: %n. Zostają bez zmian, zaznaczone na czerwono w drzewie, i tak zostaną zapisane.</numerusform>
            <numerusform>Pułki tej rozpiski z jednostką, której nie ma w żadnym wczytanym katalogu: %n. Zostają bez zmian, zaznaczone na czerwono w drzewie, i tak zostaną zapisane.</numerusform>
            <numerusform>Pułki tej rozpiski z jednostką, której nie ma w żadnym wczytanym katalogu: %n. Zostają bez zmian, zaznaczone na czerwono w drzewie, i tak zostaną zapisane.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: d%2</source>
        <translation>%1: k%2</translation>
    </message>
    <message>
        <source>Dice, in order: %1. A general already in the army is rolled again on the same die.</source>
        <translation>Kości, po kolei: %1. Gdy wypadnie generał, który już jest w armii, rzuca się ponownie tą samą kością.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a whole number: type the results as numbers separated by commas.</source>
        <translation>„%1” to nie liczba całkowita: wpisz wyniki jako liczby rozdzielone przecinkami.</translation>
    </message>
    <message>
        <source>Type the results you rolled, in order: the first one is for %1, on a d%2 (1 to %2).</source>
        <translation>Wpisz wyrzucone wyniki po kolei: pierwszy dotyczy pozycji „%1”, rzut kością k%2 (od 1 do %2).</translation>
    </message>
    <message>
        <source>More results needed: the next one is for %1, on a d%2 (1 to %2).</source>
        <translation>Potrzeba więcej wyników: następny dotyczy pozycji „%1”, rzut kością k%2 (od 1 do %2).</translation>
    </message>
    <message>
        <source>%1 is not on the die: result %2 is for %3, rolled on a d%4 (1 to %4).</source>
        <translation>Na kości nie ma %1: wynik nr %2 dotyczy pozycji „%3”, rzut kością k%4 (od 1 do %4).</translation>
    </message>
    <message>
        <source>Choose the extra general&apos;s division</source>
        <translation>Wybór dywizji dodatkowego generała</translation>
    </message>
</context>
<context>
    <name>sztab::gui::TableGameDocument</name>
    <message>
        <source>No game is open: start a new one or open one.</source>
        <translation>Żadna gra nie jest otwarta: rozpocznij nową albo otwórz zapisaną.</translation>
    </message>
    <message>
        <source>a game</source>
        <translation>gra</translation>
    </message>
    <message>
        <source>The game has no file yet: use Save as.</source>
        <translation>Gra nie ma jeszcze pliku: użyj „Zapisz jako”.</translation>
    </message>
    <message>
        <source>the game</source>
        <translation>gra</translation>
    </message>
</context>
</TS>
