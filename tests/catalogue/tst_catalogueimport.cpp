// Spreadsheet rows into a catalogue (core/catalogueimport.h): the column mapping guessed from Polish or English
// headers and changed by hand, a preview that says for every row what it reads as or why it cannot be read, and an
// apply that adds all rows or none.
#include "catalogueimport.h"
#include "cataloguecheck.h"
#include "dataset.h"
#include "ruleset.h"

#include <QTest>

using namespace sztab;

namespace {

CsvTable table(const QString &text)
{
    CsvError error;
    const auto t = parseCsvText(text, CsvEncoding::Utf8, &error);
    if (!t)
        qFatal("bad test CSV: %s", qPrintable(error.message));
    return *t;
}

Catalogue emptyCatalogue()
{
    Catalogue c;
    c.id = QStringLiteral("club-austria-1809");
    c.ruleset = QStringLiteral("bwn-4.0");
    c.nation = QStringLiteral("austria");
    c.period = QStringLiteral("1809");
    c.name = Text(QStringLiteral("Austria 1809 (club)"));
    return c;
}

// A Polish spreadsheet: Polish headers, semicolons, decimal commas for the cost, Polish words for kinds.
const char *const kProfilesPl =
    "Identyfikator;Nazwa PL;Nazwa EN;Klasa kosztu;Rodzaj;Ruch (linia);Ruch (kolumna);Broń;Zasięg;WB;SO;WTR;Morale;Zasady;Amunicja\n"
    "line;Piechota liniowa;Line infantry;B;piechota;17;26;Muszkiet;8;2;3;5;7;skirmishers square;\n"
    "landwehr;Landwehra;Landwehr;0,5;Piechota;15;24;Muszkiet;8;1;2;4;5;square;\n"
    "battery;Bateria 6 f;6-pdr battery;1,5;artyleria;15;15;Działa;60;1;2;3;7;canister, howitzer;3\n";

} // namespace

class TstCatalogueImport : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void polishHeadersMapThemselves();
    void englishHeadersMapThemselves();
    void mappingOverriddenByNameOrNumber();
    void missingRequiredColumnsAreNamed();
    void bwn2_8_profilesReadWithDecimalCommaCosts();
    void bwn2_8_badProfileRowsSayWhy();
    void bwn13_2_unitsNameImportedProfiles();
    void bwn6_2_generalsCommandRangeAndRoles();
    void duplicateAndExistingIdsAreBadRows();
    void nothingHalfImported();
    void skipBadLeavesOutBadRowsAndWhatNeedsThem();
    void importedCatalogueChecksClean();
    void badRowReasonsReadInPolish();
    void missingColumnsAndApplyErrorsInPolish();

private:
    DataSet m_data;
    const Ruleset *m_ruleset = nullptr;
};

void TstCatalogueImport::initTestCase()
{
    LoadError e;
    QVERIFY2(m_data.load({QStringLiteral(SZTAB_SOURCE_DATA_DIR)}, &e), qPrintable(e.toLine()));
    m_ruleset = m_data.ruleset(QStringLiteral("bwn-4.0"));
    QVERIFY(m_ruleset);
}

void TstCatalogueImport::polishHeadersMapThemselves()
{
    const CsvTable t = table(QString::fromUtf8(kProfilesPl));
    const ColumnMapping m = defaultMapping(ImportTable::Profiles, t.header);
    QCOMPARE(m.value(QStringLiteral("id")), 0);
    QCOMPARE(m.value(QStringLiteral("name_pl")), 1);
    QCOMPARE(m.value(QStringLiteral("name_en")), 2);
    QCOMPARE(m.value(QStringLiteral("costClass")), 3);
    QCOMPARE(m.value(QStringLiteral("kind")), 4);
    QCOMPARE(m.value(QStringLiteral("move_line")), 5);
    QCOMPARE(m.value(QStringLiteral("move_column")), 6);
    QCOMPARE(m.value(QStringLiteral("weapon")), 7);
    QCOMPARE(m.value(QStringLiteral("range")), 8);
    QCOMPARE(m.value(QStringLiteral("morale")), 12);
    QCOMPARE(m.value(QStringLiteral("rules")), 13);
    QCOMPARE(m.value(QStringLiteral("ammo")), 14);
    QVERIFY(missingFields(ImportTable::Profiles, m).isEmpty());
}

void TstCatalogueImport::englishHeadersMapThemselves()
{
    const CsvTable t = table(QStringLiteral("ID,Name,Roles,Arm,Command,Traits,Rules PL,Rules EN\n"));
    const ColumnMapping m = defaultMapping(ImportTable::Generals, t.header);
    QCOMPARE(m.size(), 8);
    QCOMPARE(m.value(QStringLiteral("name")), 1);
    QCOMPARE(m.value(QStringLiteral("rules_pl")), 6);
    QCOMPARE(m.value(QStringLiteral("rules_en")), 7);
}

void TstCatalogueImport::mappingOverriddenByNameOrNumber()
{
    const CsvTable t = table(QStringLiteral("Kod;Pułk;Typ podstawki;Ile\n"));
    ColumnMapping m = defaultMapping(ImportTable::Units, t.header);
    QCOMPARE(m.value(QStringLiteral("id"), -1), 0);
    QVERIFY(!m.contains(QStringLiteral("count")));
    QString error;
    QVERIFY2(overrideMapping(ImportTable::Units, t.header, QStringLiteral("name=Pułk"), &m, &error), qPrintable(error));
    QVERIFY2(overrideMapping(ImportTable::Units, t.header, QStringLiteral("profile=3"), &m, &error), qPrintable(error));
    QVERIFY2(overrideMapping(ImportTable::Units, t.header, QStringLiteral("count=ile"), &m, &error), qPrintable(error));
    QCOMPARE(m.value(QStringLiteral("name")), 1);
    QCOMPARE(m.value(QStringLiteral("profile")), 2);
    QCOMPARE(m.value(QStringLiteral("count")), 3);
    QVERIFY(missingFields(ImportTable::Units, m).isEmpty());
    // Re-pointing a column takes it from the field that had it.
    QVERIFY(overrideMapping(ImportTable::Units, t.header, QStringLiteral("historicalId=Kod"), &m, &error));
    QVERIFY(!m.contains(QStringLiteral("id")));

    QVERIFY(!overrideMapping(ImportTable::Units, t.header, QStringLiteral("colour=2"), &m, &error));
    QVERIFY2(error.contains(QLatin1String("FIELD one of")), qPrintable(error));
    QVERIFY(!overrideMapping(ImportTable::Units, t.header, QStringLiteral("count=Bases"), &m, &error));
    QVERIFY2(error.contains(QLatin1String("no column \"Bases\"")), qPrintable(error));
    QVERIFY(!overrideMapping(ImportTable::Units, t.header, QStringLiteral("count=9"), &m, &error));
}

void TstCatalogueImport::missingRequiredColumnsAreNamed()
{
    const CsvTable t = table(QStringLiteral("id;wb;so\nx;1;2\n"));
    const ColumnMapping m = defaultMapping(ImportTable::Profiles, t.header);
    const QStringList missing = missingFields(ImportTable::Profiles, m);
    QVERIFY(missing.contains(QStringLiteral("costClass")));
    QVERIFY(missing.contains(QStringLiteral("name")));
    const ImportPreview p = previewProfiles(t, m, emptyCatalogue(), m_ruleset);
    QString error;
    QVERIFY(!applyImport(emptyCatalogue(), {p}, true, &error)); // not even with skipBad: the table cannot be read
    QVERIFY2(error.contains(QLatin1String("no column for")), qPrintable(error));
}

// BWN 2.8 statistics, BWN 13.2 cost class given as its letter or as its cost per base ("0,5" is A).
void TstCatalogueImport::bwn2_8_profilesReadWithDecimalCommaCosts()
{
    const CsvTable t = table(QString::fromUtf8(kProfilesPl));
    const ImportPreview p = previewProfiles(t, defaultMapping(ImportTable::Profiles, t.header), emptyCatalogue(), m_ruleset);
    QCOMPARE(p.badRows(), 0);
    QCOMPARE(p.rows.size(), 3);
    const Profile &line = *p.rows[0].profile;
    QCOMPARE(line.name.get(QStringLiteral("pl")), QStringLiteral("Piechota liniowa"));
    QCOMPARE(line.name.get(QStringLiteral("en")), QStringLiteral("Line infantry"));
    QCOMPARE(line.costClass, QStringLiteral("B"));
    QCOMPARE(line.kind, UnitKind::Infantry);
    QCOMPARE(line.move, (QList<int>{17, 26}));
    QCOMPARE(line.weapon.range, 8);
    QCOMPARE(line.wb, 2);
    QCOMPARE(line.so, 3);
    QCOMPARE(line.wtr, 5);
    QCOMPARE(line.morale, 7);
    QCOMPARE(line.rules, (QStringList{QStringLiteral("skirmishers"), QStringLiteral("square")}));
    QVERIFY(!line.ammo);
    QCOMPARE(p.rows[1].profile->costClass, QStringLiteral("A")); // 0,5 per base
    QCOMPARE(p.rows[2].profile->costClass, QStringLiteral("C")); // 1,5 per base
    QCOMPARE(p.rows[2].profile->kind, UnitKind::Artillery);
    QCOMPARE(p.rows[2].profile->ammo.value_or(-1), 3);
    QCOMPARE(p.rows[2].profile->rules, (QStringList{QStringLiteral("canister"), QStringLiteral("howitzer")}));
}

void TstCatalogueImport::bwn2_8_badProfileRowsSayWhy()
{
    const CsvTable t = table(QStringLiteral(
        "id;name;costClass;kind;move_line;move_column;range;wb;so;wtr;morale\n"
        "ok;Ok;B;infantry;17;26;8;2;3;5;7\n"
        "half;Half;B;infantry;17,5;26;8;2;3;5;7\n"
        "cls;Cls;0,75;infantry;17;26;8;2;3;5;7\n"
        "kind;Kind;B;dragoons;17;26;8;2;3;5;7\n"
        ";No id;B;infantry;17;26;8;2;3;5;7\n"
        "bad id!;Bad;B;infantry;17;26;8;2;3;5;7\n"
        "empty;Empty;B;infantry;17;26;8;;3;5;7\n"));
    ImportPreview p = previewProfiles(t, defaultMapping(ImportTable::Profiles, t.header), emptyCatalogue(), m_ruleset);
    p.file = QStringLiteral("profile.csv");
    QCOMPARE(p.badRows(), 6);
    QVERIFY(p.rows[0].ok());
    const QStringList lines = describeBadRows(p);
    QCOMPARE(lines.size(), 6);
    QCOMPARE(lines[0], QStringLiteral("profile.csv:3: half: column move_line: \"17,5\" is not a whole number"));
    QCOMPARE(lines[1], QStringLiteral("profile.csv:4: cls: column costClass: no cost class costs 0,75 per base"));
    QCOMPARE(lines[2], QStringLiteral("profile.csv:5: kind: column kind: \"dragoons\" is not infantry, cavalry or artillery"));
    QCOMPARE(lines[3], QStringLiteral("profile.csv:6: column id: empty"));
    QVERIFY2(lines[4].startsWith(QLatin1String("profile.csv:7: bad id!: column id:")), qPrintable(lines[4]));
    QCOMPARE(lines[5], QStringLiteral("profile.csv:8: empty: column wb: empty"));
    for (const ImportRow &r : p.rows)
        QCOMPARE(bool(r.profile), r.ok()); // a bad row gives no value
}

// Units are bases of a profile: the catalogue's own or a readable row of the profiles being imported.
void TstCatalogueImport::bwn13_2_unitsNameImportedProfiles()
{
    const CsvTable pt = table(QString::fromUtf8(kProfilesPl));
    const ImportPreview profiles = previewProfiles(pt, defaultMapping(ImportTable::Profiles, pt.header), emptyCatalogue(), m_ruleset);
    const CsvTable ut = table(QStringLiteral(
        "id;nazwa;profil;podstawki;maks;cechy;id historyczne\n"
        "ir-4;IR 4 Hoch- und Deutschmeister;line;3;;may-gain-elite;at-ir-4\n"
        "lw;Landwehra;landwehr;3;2;militia;\n"
        "gun;Bateria;cannon;1;;;\n"
        "zero;Zero;line;0;;;\n"));
    const ImportPreview units = previewUnits(ut, defaultMapping(ImportTable::Units, ut.header), emptyCatalogue(), &profiles);
    QCOMPARE(units.badRows(), 2);
    const Unit &ir4 = *units.rows[0].unit;
    QCOMPARE(ir4.name.get(), QStringLiteral("IR 4 Hoch- und Deutschmeister"));
    QCOMPARE(ir4.bases, (QList<BaseGroup>{BaseGroup{QStringLiteral("line"), 3}}));
    QCOMPARE(ir4.historicalId.value_or(QString()), QStringLiteral("at-ir-4"));
    QVERIFY(!ir4.max);
    QCOMPARE(ir4.traits, QStringList{QStringLiteral("may-gain-elite")});
    QCOMPARE(units.rows[1].unit->max.value_or(-1), 2);
    QCOMPARE(units.rows[2].problemsIn(), QStringList{QStringLiteral("column profile: no readable profile \"cannon\"")});
    QCOMPARE(units.rows[3].problemsIn(), QStringList{QStringLiteral("column count: a unit has at least one base")});
}

// BWN 6.2: command -2..3; BWN 13.4: roles and pools, in Polish or English words.
void TstCatalogueImport::bwn6_2_generalsCommandRangeAndRoles()
{
    const CsvTable t = table(QStringLiteral(
        "id;Imię i nazwisko;rola;pula;dowodzenie;cechy;zasady;rules\n"
        "charles;Erzherzog Karl;naczelny wódz;piechota;2;;\"+1 do testu, raz na turę\";\"+1 to the test, once a turn\"\n"
        "mohr;Mohr;\"dywizja, korpus\";kawaleria;-1;passive;;\n"
        "bad;Bad;marszałek;piechota;4;;;\n"
        "half;Half;division;cavalry;0,5;;;\n"));
    const ImportPreview p = previewGenerals(t, defaultMapping(ImportTable::Generals, t.header), emptyCatalogue(), m_ruleset);
    QCOMPARE(p.badRows(), 2);
    const General &charles = *p.rows[0].general;
    QCOMPARE(charles.roles, QStringList{QStringLiteral("commander-in-chief")});
    QCOMPARE(charles.arm, Arm::Infantry);
    QCOMPARE(charles.command, 2);
    QCOMPARE(charles.rules.get(QStringLiteral("pl")), QStringLiteral("+1 do testu, raz na turę"));
    QCOMPARE(charles.rules.get(QStringLiteral("en")), QStringLiteral("+1 to the test, once a turn"));
    const General &mohr = *p.rows[1].general;
    QCOMPARE(mohr.roles, (QStringList{QStringLiteral("division"), QStringLiteral("corps")}));
    QCOMPARE(mohr.arm, Arm::Cavalry);
    QCOMPARE(mohr.command, -1);
    QCOMPARE(mohr.traits, QStringList{QStringLiteral("passive")});
    QCOMPARE(p.rows[2].problemsIn(), (QStringList{QStringLiteral("column roles: \"marszałek\" is not commander-in-chief, corps or division"),
                                              QStringLiteral("column command: 4 is outside -2..3")}));
    QCOMPARE(p.rows[3].problemsIn(), QStringList{QStringLiteral("column command: \"0,5\" is not a whole number")});
}

void TstCatalogueImport::duplicateAndExistingIdsAreBadRows()
{
    Catalogue base = emptyCatalogue();
    base.generals << General{QStringLiteral("old"), Text(QStringLiteral("Old")), {QStringLiteral("division")}, Arm::Infantry, 0, {}, Text(), {}};
    const CsvTable t = table(QStringLiteral("id,name,roles,arm,command\na,A,division,infantry,0\na,A2,division,infantry,0\nold,Old,division,infantry,0\n"));
    const ImportPreview p = previewGenerals(t, defaultMapping(ImportTable::Generals, t.header), base, m_ruleset);
    QCOMPARE(p.rows[1].problemsIn(), QStringList{QStringLiteral("column id: \"a\" is used twice (first on line 2)")});
    QCOMPARE(p.rows[2].problemsIn(), QStringList{QStringLiteral("column id: \"old\" is already in the catalogue")});
}

// One bad row anywhere: nothing at all goes in, and the caller's catalogue is untouched.
void TstCatalogueImport::nothingHalfImported()
{
    const CsvTable pt = table(QString::fromUtf8(kProfilesPl));
    const ImportPreview profiles = previewProfiles(pt, defaultMapping(ImportTable::Profiles, pt.header), emptyCatalogue(), m_ruleset);
    const CsvTable gt = table(QStringLiteral("id,name,roles,arm,command\ng1,G1,division,infantry,1\ng2,G2,division,infantry,9\n"));
    const ImportPreview generals = previewGenerals(gt, defaultMapping(ImportTable::Generals, gt.header), emptyCatalogue(), m_ruleset);
    const Catalogue before = emptyCatalogue();
    QString error;
    QVERIFY(!applyImport(before, {profiles, generals}, false, &error));
    QCOMPARE(error, QStringLiteral("1 row(s) cannot be read; nothing imported"));
    QVERIFY(before.profiles.isEmpty() && before.generals.isEmpty());

    const auto all = applyImport(before, {profiles}, false, &error);
    QVERIFY(all);
    QCOMPARE(all->profiles.size(), 3);
}

void TstCatalogueImport::skipBadLeavesOutBadRowsAndWhatNeedsThem()
{
    const CsvTable pt = table(QStringLiteral("id,name,costClass,kind,move_line,move_column,range,wb,so,wtr,morale\n"
                                             "line,Line,B,infantry,17,26,8,2,3,5,7\n"
                                             "guard,Guard,Q,infantry,17,26,8,3,3,6,9\n"));
    const ImportPreview profiles = previewProfiles(pt, defaultMapping(ImportTable::Profiles, pt.header), emptyCatalogue(), m_ruleset);
    const CsvTable ut = table(QStringLiteral("id,name,profile,count\nu1,U1,line,3\nu2,U2,guard,2\n"));
    const ImportPreview units = previewUnits(ut, defaultMapping(ImportTable::Units, ut.header), emptyCatalogue(), &profiles);
    QCOMPARE(units.rows[1].problemsIn(), QStringList{QStringLiteral("column profile: no readable profile \"guard\"")});
    QString error;
    const auto c = applyImport(emptyCatalogue(), {profiles, units}, true, &error);
    QVERIFY2(c, qPrintable(error));
    QCOMPARE(c->profiles.keys(), QStringList{QStringLiteral("line")});
    QCOMPARE(c->units.size(), 1);
    QCOMPARE(c->units[0].id, QStringLiteral("u1"));
    QVERIFY(c->unit(QStringLiteral("u1"))); // indexed
}

// What the import builds passes the catalogue checks.
void TstCatalogueImport::importedCatalogueChecksClean()
{
    const CsvTable pt = table(QString::fromUtf8(kProfilesPl));
    const ImportPreview profiles = previewProfiles(pt, defaultMapping(ImportTable::Profiles, pt.header), emptyCatalogue(), m_ruleset);
    const CsvTable ut = table(QStringLiteral("id;name;profile;count\nir-4;IR 4;line;3\nbat;Bat;battery;1\n"));
    const ImportPreview units = previewUnits(ut, defaultMapping(ImportTable::Units, ut.header), emptyCatalogue(), &profiles);
    const CsvTable gt = table(QStringLiteral("id;name;roles;arm;command\nk;Karl;commander-in-chief;infantry;2\n"));
    const ImportPreview generals = previewGenerals(gt, defaultMapping(ImportTable::Generals, gt.header), emptyCatalogue(), m_ruleset);
    QString error;
    const auto c = applyImport(emptyCatalogue(), {profiles, units, generals}, false, &error);
    QVERIFY2(c, qPrintable(error));
    const QList<Issue> issues = checkCatalogue(*c, m_ruleset);
    QStringList lines;
    for (const Issue &i : issues)
        lines << i.code + QLatin1Char(' ') + i.path;
    QVERIFY2(issues.isEmpty(), qPrintable(lines.join(QLatin1Char('\n'))));
}

// The Polish interface shows why a row cannot be read in Polish; English stays as it was.
void TstCatalogueImport::badRowReasonsReadInPolish()
{
    const QString pl = QStringLiteral("pl");
    const CsvTable pt = table(QStringLiteral(
        "id;name;costClass;kind;move_line;move_column;range;wb;so;wtr;morale\n"
        "ok;Ok;B;infantry;17;26;8;2;3;5;7\n"
        "bad;Bad;0,75;dragoons;17;26;8;x;3;5;7\n"
        "empty;;B;infantry;17;26;8;2;3;5;7\n"));
    ImportPreview profiles = previewProfiles(pt, defaultMapping(ImportTable::Profiles, pt.header), emptyCatalogue(), m_ruleset);
    profiles.file = QStringLiteral("profile.csv");
    QCOMPARE(profiles.rows[1].problemsIn(pl),
             (QStringList{QStringLiteral("kolumna costClass: żadna klasa kosztu nie kosztuje 0,75 za podstawkę"),
                          QStringLiteral("kolumna kind: „dragoons” to nie piechota, kawaleria ani artyleria"),
                          QStringLiteral("kolumna wb: „x” nie jest liczbą całkowitą")}));
    QCOMPARE(profiles.rows[1].problemsIn(QStringLiteral("en")).value(2), QStringLiteral("column wb: \"x\" is not a whole number"));
    QCOMPARE(describeBadRows(profiles, pl).value(1), QStringLiteral("profile.csv:4: empty: kolumna name: puste"));

    const CsvTable ut = table(QStringLiteral("id;name;profile;count;max\nu1;U1;guard;0;0\n"));
    const ImportPreview units = previewUnits(ut, defaultMapping(ImportTable::Units, ut.header), emptyCatalogue(), &profiles);
    const QStringList unitProblems = units.rows[0].problemsIn(pl);
    QCOMPARE(unitProblems.size(), 3);
    QVERIFY2(unitProblems[0].startsWith(QStringLiteral("kolumna profile: nieznany profil „guard”")), qPrintable(unitProblems[0]));
    QCOMPARE(unitProblems[1], QStringLiteral("kolumna count: oddział ma co najmniej jedną podstawkę"));
    QCOMPARE(unitProblems[2], QStringLiteral("kolumna max: musi wynosić co najmniej 1"));

    Catalogue base = emptyCatalogue();
    base.generals << General{QStringLiteral("old"), Text(QStringLiteral("Old")), {QStringLiteral("division")}, Arm::Infantry, 0, {}, Text(), {}};
    const CsvTable gt = table(QStringLiteral("id,name,roles,arm,command\n"
                                             "a,A,marszałek,flota,4\na,A2,division,infantry,0\nold,Old,division,infantry,0\n"));
    const ImportPreview generals = previewGenerals(gt, defaultMapping(ImportTable::Generals, gt.header), base, m_ruleset);
    QCOMPARE(generals.rows[0].problemsIn(pl),
             (QStringList{QStringLiteral("kolumna roles: „marszałek” to nie naczelny wódz, korpus ani dywizja"),
                          QStringLiteral("kolumna arm: „flota” to nie piechota ani kawaleria"),
                          QStringLiteral("kolumna command: 4 jest poza zakresem -2..3")}));
    QCOMPARE(generals.rows[1].problemsIn(pl),
             QStringList{QStringLiteral("kolumna id: identyfikator „a” występuje dwa razy (pierwszy raz w wierszu 2)")});
    QCOMPARE(generals.rows[2].problemsIn(pl), QStringList{QStringLiteral("kolumna id: identyfikator „old” już jest w katalogu")});
}

void TstCatalogueImport::missingColumnsAndApplyErrorsInPolish()
{
    const QString pl = QStringLiteral("pl");
    const CsvTable t = table(QStringLiteral("id;name;costClass;kind;move_line;move_column;range;so;wtr;morale\n"
                                            "ok;Ok;B;infantry;17;26;8;3;5;7\n"));
    ImportPreview p = previewProfiles(t, defaultMapping(ImportTable::Profiles, t.header), emptyCatalogue(), m_ruleset);
    p.file = QStringLiteral("p.csv");
    QCOMPARE(describeBadRows(p, pl).value(0), QStringLiteral("p.csv: brak kolumny dla pola wb (nazwij ją w nagłówku albo użyj --map POLE=KOLUMNA)"));
    QString error;
    QVERIFY(!applyImport(emptyCatalogue(), {p}, false, &error, pl));
    QCOMPARE(error, QStringLiteral("p.csv: brak kolumny dla pola wb; nic nie zaimportowano"));
    QVERIFY(!applyImport(emptyCatalogue(), {p}, false, &error));
    QCOMPARE(error, QStringLiteral("p.csv: no column for wb; nothing imported"));

    // Polish counts: "1 wiersza", "2 wierszy".
    const CsvTable gt = table(QStringLiteral("id,name,roles,arm,command\ng1,G1,division,infantry,9\ng2,G2,division,infantry,9\n"));
    const ImportPreview generals = previewGenerals(gt, defaultMapping(ImportTable::Generals, gt.header), emptyCatalogue(), m_ruleset);
    QVERIFY(!applyImport(emptyCatalogue(), {generals}, false, &error, pl));
    QCOMPARE(error, QStringLiteral("nie da się odczytać 2 wierszy; nic nie zaimportowano"));
    const auto blocker = importBlocker({generals}, false);
    QVERIFY(blocker);
    QCOMPARE(blocker->get(QStringLiteral("en")), QStringLiteral("2 row(s) cannot be read; nothing imported"));
    QVERIFY(!importBlocker({generals}, true)); // skipping the bad rows goes ahead

    ColumnMapping m = defaultMapping(ImportTable::Profiles, t.header);
    QVERIFY(!overrideMapping(ImportTable::Profiles, t.header, QStringLiteral("wb=WB"), &m, &error, pl));
    QVERIFY2(error.startsWith(QStringLiteral("„wb=WB”: brak kolumny „WB” (nagłówek ma: id, name")), qPrintable(error));
    QVERIFY(!overrideMapping(ImportTable::Profiles, t.header, QStringLiteral("colour=1"), &m, &error, pl));
    QVERIFY2(error.startsWith(QStringLiteral("„colour=1”: oczekiwano POLE=KOLUMNA, gdzie POLE to jedno z: id, name")), qPrintable(error));
}

QTEST_MAIN(TstCatalogueImport)
#include "tst_catalogueimport.moc"
