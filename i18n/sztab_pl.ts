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
        <source>Unit card</source>
        <translation>Karta jednostki</translation>
    </message>
    <message>
        <source>Upgrades</source>
        <translation>Ulepszenia</translation>
    </message>
    <message>
        <source>Draw log</source>
        <translation>Protokół losowania</translation>
    </message>
    <message>
        <source>No commanders drawn yet. Use "Draw commanders…" (Ctrl+G).</source>
        <translation>Dowódcy nie zostali jeszcze wylosowani. Użyj „Losowanie dowódców…” (Ctrl+G).</translation>
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
        <source>Unsaved rosters from an earlier session</source>
        <translation>Niezapisane rozpiski z poprzedniej sesji</translation>
    </message>
    <message>
        <source>%1 (autosaved %2)</source>
        <translation>%1 (autozapis %2)</translation>
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
        <source>Recent rosters</source>
        <translation>Ostatnie rozpiski</translation>
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
        <source>No recent rosters yet. Start with "New roster…" (Ctrl+N) or open a .bwroster file (Ctrl+O).</source>
        <translation>Nie ma jeszcze ostatnich rozpisek. Zacznij od „Nowa rozpiska…” (Ctrl+N) albo otwórz plik .bwroster (Ctrl+O).</translation>
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
        <source>&amp;Close roster</source>
        <translation>Za&amp;mknij rozpiskę</translation>
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
        <source>&amp;Print sheets…</source>
        <translation>&amp;Drukuj arkusze…</translation>
    </message>
    <message>
        <source>Save sheets as P&amp;DF…</source>
        <translation>Zapisz arkusze jako P&amp;DF…</translation>
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
        <translation>Otwórz &amp;ostatnie</translation>
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
    <message>
        <source>PDF files (*.pdf)</source>
        <translation>Pliki PDF (*.pdf)</translation>
    </message>
    <message>
        <source>JSON files (*.json)</source>
        <translation>Pliki JSON (*.json)</translation>
    </message>
    <message>
        <source>Rosters (*.bwroster)</source>
        <translation>Rozpiski (*.bwroster)</translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation>Wszystkie pliki (*)</translation>
    </message>
    <message>
        <source>Sheets saved as PDF.</source>
        <translation>Arkusze zapisane jako PDF.</translation>
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
        <source>No commander yet: draw one (Ctrl+G)</source>
        <translation>Brak dowódcy: wylosuj go (Ctrl+G)</translation>
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
        <source>Draw this division's general…</source>
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
        <source>"%1" has changes that are not saved. Save them first?</source>
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
        <source> (players' dice)</source>
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
        <source>Unknown status "%1": regular, veteran or elite.</source>
        <translation>Nieznany status „%1”: regularny, weteran albo elita.</translation>
    </message>
    <message>
        <source>Set status</source>
        <translation>Zmiana statusu</translation>
    </message>
    <message>
        <source>Unknown division arm "%1": infantry, cavalry or mixed.</source>
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
        <source>%1: not a local file (%2)</source>
        <translation>%1: to nie jest plik lokalny (%2)</translation>
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
        <source>The seed must be a whole number, not "%1".</source>
        <translation>Ziarno musi być liczbą całkowitą, a nie „%1”.</translation>
    </message>
    <message>
        <source>Dice: whole numbers separated by commas, not "%1".</source>
        <translation>Kości: liczby całkowite rozdzielone przecinkami, a nie „%1”.</translation>
    </message>
    <message>
        <source>Draw: "army" or a division number, not "%1".</source>
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
</context>
</TS>
