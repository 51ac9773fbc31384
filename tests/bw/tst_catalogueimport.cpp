// SPDX-License-Identifier: GPL-3.0-or-later
// Spreadsheet rows into a catalogue (core/catalogueimport.h): the column mapping guessed from Polish or English
// headers and changed by hand, a preview that says for every row what it reads as or why it cannot be read, and an
// apply that adds all rows or none.
#include "bw/catalogueimport.h"
#include "bw/cataloguecheck.h"
#include "bw/dataset.h"
#include "bw/ruleset.h"

#include <QFile>
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
    "Identyfikator;Nazwa PL;Nazwa EN;Klasa kosztu;Rodzaj;Ruch (linia);Ruch "
    "(kolumna);Broń;Zasięg;WB;SO;WTR;Morale;Zasady;Amunicja\n"
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
    // Issue 17: spreadsheets as a Polish club makes them (tests/testdata/csv-import/club-*).
    void issue17_columnMappedTwiceIsFound();
    void issue17_previewShowsValuesAsImported();
    void bwn2_8_idsMadeFromNamesStableReadableUnique();
    void bwn2_8_polishRuleNamesWholeMultiWord();
    void bwn2_8_unknownRuleIsAnErrorWithASuggestion();
    void bwn13_2_unitNamesItsProfileByNameInEitherLanguage();
    void bwn13_3_polishTraitNamesAndSuggestions();
    void bwn2_8_previewAppliesTheCatalogueCheck();
    void issue17_headerOnlyImportsNothing();
    void issue17_clubSpreadsheetsImportClean();

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
    const ImportPreview p =
        previewProfiles(t, defaultMapping(ImportTable::Profiles, t.header), emptyCatalogue(), m_ruleset);
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
    const CsvTable t = table(QStringLiteral("id;name;costClass;kind;move_line;move_column;range;wb;so;wtr;morale\n"
                                            "ok;Ok;B;infantry;17;26;8;2;3;5;7\n"
                                            "half;Half;B;infantry;17,5;26;8;2;3;5;7\n"
                                            "cls;Cls;0,75;infantry;17;26;8;2;3;5;7\n"
                                            "kind;Kind;B;dragoons;17;26;8;2;3;5;7\n"
                                            ";;B;infantry;17;26;8;2;3;5;7\n"
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
    QCOMPARE(lines[2],
             QStringLiteral("profile.csv:5: kind: column kind: \"dragoons\" is not infantry, cavalry or artillery"));
    QCOMPARE(lines[3],
             QStringLiteral("profile.csv:6: column name: empty")); // neither an id nor a name to make one from
    QVERIFY2(lines[4].startsWith(QLatin1String("profile.csv:7: bad id!: column id:")), qPrintable(lines[4]));
    QCOMPARE(lines[5], QStringLiteral("profile.csv:8: empty: column wb: empty"));
    for (const ImportRow &r : p.rows)
        QCOMPARE(bool(r.profile), r.ok()); // a bad row gives no value
}

// Units are bases of a profile: the catalogue's own or a readable row of the profiles being imported.
void TstCatalogueImport::bwn13_2_unitsNameImportedProfiles()
{
    const CsvTable pt = table(QString::fromUtf8(kProfilesPl));
    const ImportPreview profiles =
        previewProfiles(pt, defaultMapping(ImportTable::Profiles, pt.header), emptyCatalogue(), m_ruleset);
    const CsvTable ut = table(QStringLiteral("id;nazwa;profil;podstawki;maks;cechy;id historyczne\n"
                                             "ir-4;IR 4 Hoch- und Deutschmeister;line;3;;may-gain-elite;at-ir-4\n"
                                             "lw;Landwehra;landwehr;3;2;militia;\n"
                                             "gun;Bateria;cannon;1;;;\n"
                                             "zero;Zero;line;0;;;\n"));
    const ImportPreview units =
        previewUnits(ut, defaultMapping(ImportTable::Units, ut.header), emptyCatalogue(), &profiles);
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
    const CsvTable t = table(QStringLiteral("id;Imię i nazwisko;rola;pula;dowodzenie;cechy;zasady;rules\n"
                                            "charles;Erzherzog Karl;naczelny wódz;piechota;2;;\"+1 do testu, raz na "
                                            "turę\";\"+1 to the test, once a turn\"\n"
                                            "mohr;Mohr;\"dywizja, korpus\";kawaleria;-1;passive;;\n"
                                            "bad;Bad;marszałek;piechota;4;;;\n"
                                            "half;Half;division;cavalry;0,5;;;\n"));
    const ImportPreview p =
        previewGenerals(t, defaultMapping(ImportTable::Generals, t.header), emptyCatalogue(), m_ruleset);
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
    QCOMPARE(p.rows[2].problemsIn(),
             (QStringList{QStringLiteral("column roles: \"marszałek\" is not commander-in-chief, corps or division"),
                          QStringLiteral("column command: 4 is outside -2..3")}));
    QCOMPARE(p.rows[3].problemsIn(), QStringList{QStringLiteral("column command: \"0,5\" is not a whole number")});
}

void TstCatalogueImport::duplicateAndExistingIdsAreBadRows()
{
    Catalogue base = emptyCatalogue();
    base.generals << General{QStringLiteral("old"),
                             Text(QStringLiteral("Old")),
                             {QStringLiteral("division")},
                             Arm::Infantry,
                             0,
                             {},
                             Text(),
                             {}};
    const CsvTable t = table(QStringLiteral(
        "id,name,roles,arm,command\na,A,division,infantry,0\na,A2,division,infantry,0\nold,Old,division,infantry,0\n"));
    const ImportPreview p = previewGenerals(t, defaultMapping(ImportTable::Generals, t.header), base, m_ruleset);
    QCOMPARE(p.rows[1].problemsIn(), QStringList{QStringLiteral("column id: \"a\" is used twice (first on line 2)")});
    QCOMPARE(p.rows[2].problemsIn(), QStringList{QStringLiteral("column id: \"old\" is already in the catalogue")});
}

// One bad row anywhere: nothing at all goes in, and the caller's catalogue is untouched.
void TstCatalogueImport::nothingHalfImported()
{
    const CsvTable pt = table(QString::fromUtf8(kProfilesPl));
    const ImportPreview profiles =
        previewProfiles(pt, defaultMapping(ImportTable::Profiles, pt.header), emptyCatalogue(), m_ruleset);
    const CsvTable gt =
        table(QStringLiteral("id,name,roles,arm,command\ng1,G1,division,infantry,1\ng2,G2,division,infantry,9\n"));
    const ImportPreview generals =
        previewGenerals(gt, defaultMapping(ImportTable::Generals, gt.header), emptyCatalogue(), m_ruleset);
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
    const ImportPreview profiles =
        previewProfiles(pt, defaultMapping(ImportTable::Profiles, pt.header), emptyCatalogue(), m_ruleset);
    const CsvTable ut = table(QStringLiteral("id,name,profile,count\nu1,U1,line,3\nu2,U2,guard,2\n"));
    const ImportPreview units =
        previewUnits(ut, defaultMapping(ImportTable::Units, ut.header), emptyCatalogue(), &profiles);
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
    const ImportPreview profiles =
        previewProfiles(pt, defaultMapping(ImportTable::Profiles, pt.header), emptyCatalogue(), m_ruleset);
    const CsvTable ut = table(QStringLiteral("id;name;profile;count\nir-4;IR 4;line;3\nbat;Bat;battery;1\n"));
    const ImportPreview units =
        previewUnits(ut, defaultMapping(ImportTable::Units, ut.header), emptyCatalogue(), &profiles);
    const CsvTable gt = table(QStringLiteral("id;name;roles;arm;command\nk;Karl;commander-in-chief;infantry;2\n"));
    const ImportPreview generals =
        previewGenerals(gt, defaultMapping(ImportTable::Generals, gt.header), emptyCatalogue(), m_ruleset);
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
    const CsvTable pt = table(QStringLiteral("id;name;costClass;kind;move_line;move_column;range;wb;so;wtr;morale\n"
                                             "ok;Ok;B;infantry;17;26;8;2;3;5;7\n"
                                             "bad;Bad;0,75;dragoons;17;26;8;x;3;5;7\n"
                                             "empty;;B;infantry;17;26;8;2;3;5;7\n"));
    ImportPreview profiles =
        previewProfiles(pt, defaultMapping(ImportTable::Profiles, pt.header), emptyCatalogue(), m_ruleset);
    profiles.file = QStringLiteral("profile.csv");
    QCOMPARE(profiles.rows[1].problemsIn(pl),
             (QStringList{QStringLiteral("kolumna klasa kosztu: żadna klasa kosztu nie kosztuje 0,75 za podstawkę"),
                          QStringLiteral("kolumna rodzaj: „dragoons” to nie piechota, kawaleria ani artyleria"),
                          QStringLiteral("kolumna WB: „x” nie jest liczbą całkowitą")}));
    QCOMPARE(profiles.rows[1].problemsIn(QStringLiteral("en")).value(2),
             QStringLiteral("column wb: \"x\" is not a whole number"));
    QCOMPARE(describeBadRows(profiles, pl).value(1), QStringLiteral("profile.csv:4: empty: kolumna nazwa: puste"));

    const CsvTable ut = table(QStringLiteral("id;name;profile;count;max\nu1;U1;guard;0;0\n"));
    const ImportPreview units =
        previewUnits(ut, defaultMapping(ImportTable::Units, ut.header), emptyCatalogue(), &profiles);
    const QStringList unitProblems = units.rows[0].problemsIn(pl);
    QCOMPARE(unitProblems.size(), 3);
    QVERIFY2(unitProblems[0].startsWith(QStringLiteral("kolumna profil: nieznany profil „guard”")),
             qPrintable(unitProblems[0]));
    QCOMPARE(unitProblems[1], QStringLiteral("kolumna podstawki: oddział ma co najmniej jedną podstawkę"));
    QCOMPARE(unitProblems[2], QStringLiteral("kolumna maksimum: musi wynosić co najmniej 1"));

    Catalogue base = emptyCatalogue();
    base.generals << General{QStringLiteral("old"),
                             Text(QStringLiteral("Old")),
                             {QStringLiteral("division")},
                             Arm::Infantry,
                             0,
                             {},
                             Text(),
                             {}};
    const CsvTable gt =
        table(QStringLiteral("id,name,roles,arm,command\n"
                             "a,A,marszałek,flota,4\na,A2,division,infantry,0\nold,Old,division,infantry,0\n"));
    const ImportPreview generals =
        previewGenerals(gt, defaultMapping(ImportTable::Generals, gt.header), base, m_ruleset);
    QCOMPARE(generals.rows[0].problemsIn(pl),
             (QStringList{QStringLiteral("kolumna role: „marszałek” to nie naczelny wódz, korpus ani dywizja"),
                          QStringLiteral("kolumna pula: „flota” to nie piechota ani kawaleria"),
                          QStringLiteral("kolumna dowodzenie: 4 jest poza zakresem -2..3")}));
    QCOMPARE(generals.rows[1].problemsIn(pl),
             QStringList{QStringLiteral(
                 "kolumna identyfikator: identyfikator „a” występuje dwa razy (pierwszy raz w wierszu 2)")});
    QCOMPARE(generals.rows[2].problemsIn(pl),
             QStringList{QStringLiteral("kolumna identyfikator: identyfikator „old” już jest w katalogu")});
}

void TstCatalogueImport::missingColumnsAndApplyErrorsInPolish()
{
    const QString pl = QStringLiteral("pl");
    const CsvTable t = table(QStringLiteral("id;name;costClass;kind;move_line;move_column;range;so;wtr;morale\n"
                                            "ok;Ok;B;infantry;17;26;8;3;5;7\n"));
    ImportPreview p = previewProfiles(t, defaultMapping(ImportTable::Profiles, t.header), emptyCatalogue(), m_ruleset);
    p.file = QStringLiteral("p.csv");
    QCOMPARE(describeBadRows(p, pl).value(0),
             QStringLiteral("p.csv: brak kolumny dla pola WB (nazwij ją w nagłówku albo użyj --map POLE=KOLUMNA)"));
    QString error;
    QVERIFY(!applyImport(emptyCatalogue(), {p}, false, &error, pl));
    QCOMPARE(error, QStringLiteral("p.csv: brak kolumny dla pola WB; nic nie zaimportowano"));
    QVERIFY(!applyImport(emptyCatalogue(), {p}, false, &error));
    QCOMPARE(error, QStringLiteral("p.csv: no column for wb; nothing imported"));

    // Polish counts: "1 wiersza", "2 wierszy".
    const CsvTable gt = table(QStringLiteral("id,name,roles,arm,command\ng1,G1,division,infantry,9\ng2,G2,division,"
                                             "infantry,9\ng3,G3,division,infantry,1\n"));
    const ImportPreview generals =
        previewGenerals(gt, defaultMapping(ImportTable::Generals, gt.header), emptyCatalogue(), m_ruleset);
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
    QVERIFY2(error.startsWith(QStringLiteral("„colour=1”: oczekiwano POLE=KOLUMNA, gdzie POLE to jedno z: id, name")),
             qPrintable(error));
}

namespace {

CsvTable clubFile(const char *name)
{
    QFile f(QStringLiteral(SZTAB_TEST_DATA_DIR "/csv-import/") + QLatin1String(name));
    if (!f.open(QIODevice::ReadOnly))
        qFatal("cannot read %s", name);
    CsvError error;
    const auto t = parseCsv(f.readAll(), &error);
    if (!t)
        qFatal("bad club CSV %s: %s", name, qPrintable(error.message));
    return *t;
}

QString valueOf(const ImportPreview &p, int row, const QString &key)
{
    const auto &fields = importFields(p.table);
    for (qsizetype i = 0; i < fields.size(); ++i)
        if (fields[i].key == key)
            return p.rows[row].values.value(i);
    return QStringLiteral("<no field %1>").arg(key);
}

} // namespace

// WB mapped to the SO column would import SO's numbers as WB without a word: the core names the field that has it.
void TstCatalogueImport::issue17_columnMappedTwiceIsFound()
{
    const CsvTable t = clubFile("club-profile-cp1250.csv");
    const ColumnMapping m = defaultMapping(ImportTable::Profiles, t.header);
    const int soColumn = int(t.header.indexOf(QStringLiteral("SO")));
    QCOMPARE(m.value(QStringLiteral("so")), soColumn);
    QCOMPARE(fieldsOnColumn(m, soColumn, QStringLiteral("wb")), QStringList{QStringLiteral("so")});
    QVERIFY(fieldsOnColumn(m, soColumn, QStringLiteral("so")).isEmpty());
    // --map moves the column: SO is then without one, which blocks the import instead of importing 3 as WB.
    ColumnMapping moved = m;
    QString error;
    QVERIFY(overrideMapping(ImportTable::Profiles, t.header, QStringLiteral("wb=SO"), &moved, &error));
    QCOMPARE(missingFields(ImportTable::Profiles, moved), QStringList{QStringLiteral("so")});
    const ImportPreview p = previewProfiles(t, moved, emptyCatalogue(), m_ruleset);
    QVERIFY(importBlocker({p}, true));
}

// What the preview shows is what the catalogue gets, field by field: the cost class from "0,5", the kind in the
// file's words, the ids of Polish rule names.
void TstCatalogueImport::issue17_previewShowsValuesAsImported()
{
    const CsvTable t = clubFile("club-profile-cp1250.csv");
    QCOMPARE(t.encoding, CsvEncoding::Windows1250);
    const ImportPreview p =
        previewProfiles(t, defaultMapping(ImportTable::Profiles, t.header), emptyCatalogue(), m_ruleset);
    QCOMPARE(p.badRows(), 0);
    QCOMPARE(valueOf(p, 1, QStringLiteral("id")), QStringLiteral("kirasjerzy"));
    QCOMPARE(valueOf(p, 1, QStringLiteral("wb")), QStringLiteral("4"));
    QCOMPARE(valueOf(p, 1, QStringLiteral("so")), QStringLiteral("0"));
    QCOMPARE(valueOf(p, 1, QStringLiteral("kind")), QStringLiteral("cavalry"));
    QCOMPARE(valueOf(p, 1, QStringLiteral("costClass")), QStringLiteral("D"));
    QCOMPARE(valueOf(p, 3, QStringLiteral("costClass")), QStringLiteral("A")); // 0,5 per base
    QCOMPARE(valueOf(p, 1, QStringLiteral("rules")), QStringLiteral("charge, heavy-cavalry"));
    QCOMPARE(valueOf(p, 0, QStringLiteral("name_en")), QStringLiteral("Line infantry"));
    QCOMPARE(p.rows[1].profile->wb, 4);
    QCOMPARE(p.rows[1].profile->so, 0);
    const QStringList lines = describeRows(p, QStringLiteral("pl"));
    QCOMPARE(lines.size(), 4);
    QVERIFY2(lines[1].startsWith(QStringLiteral("wiersz 3: identyfikator kirasjerzy (z nazwy) · nazwa Kirasjerzy")),
             qPrintable(lines[1]));
    QVERIFY2(lines[1].contains(QStringLiteral(" · WB 4 · SO 0 · ")), qPrintable(lines[1]));
}

void TstCatalogueImport::bwn2_8_idsMadeFromNamesStableReadableUnique()
{
    QCOMPARE(importIdFromName(QStringLiteral("1 Pułk Ułanów „Księcia Józefa”")),
             QStringLiteral("1-pulk-ulanow-ksiecia-jozefa"));
    QCOMPARE(importIdFromName(QStringLiteral("Żółć & Łódź")), QStringLiteral("zolc-lodz"));
    QCOMPARE(importIdFromName(QStringLiteral("„”")), QString());
    const CsvTable t = table(QStringLiteral("Imię i nazwisko;Rola;Pula;Dowodzenie\n"
                                            "Jan Dąbrowski;dywizja;piechota;1\n"
                                            "Jan Dąbrowski;dywizja;kawaleria;0\n"
                                            "Jan Dąbrowski;dywizja;piechota;0\n"));
    const ColumnMapping m = defaultMapping(ImportTable::Generals, t.header);
    QVERIFY2(missingFields(ImportTable::Generals, m).isEmpty(),
             qPrintable(missingFields(ImportTable::Generals, m).join(u',')));
    const ImportPreview p = previewGenerals(t, m, emptyCatalogue(), m_ruleset);
    QCOMPARE(p.badRows(), 0);
    QCOMPARE(p.rows[0].id, QStringLiteral("jan-dabrowski"));
    QCOMPARE(p.rows[1].id, QStringLiteral("jan-dabrowski-2"));
    QCOMPARE(p.rows[2].id, QStringLiteral("jan-dabrowski-3"));
    QVERIFY(p.rows[0].idFromName);
    // Stable: the same file gives the same ids; imported again into what it made, they are duplicates, not copies.
    const ImportPreview again = previewGenerals(t, m, emptyCatalogue(), m_ruleset);
    QCOMPARE(again.rows[2].id, p.rows[2].id);
    QString error;
    const auto c = applyImport(emptyCatalogue(), {p}, false, &error);
    QVERIFY2(c, qPrintable(error));
    const ImportPreview twice = previewGenerals(t, m, *c, m_ruleset);
    QCOMPARE(twice.badRows(), 3);
    QCOMPARE(twice.rows[0].problemsIn(),
             QStringList{QStringLiteral("column id: \"jan-dabrowski\" is already in the catalogue")});
}

// BWN 2.8: "tyraliera, czworobok", "szarża ciężka kawaleria" — the ruleset's own Polish names, the two-word one whole.
void TstCatalogueImport::bwn2_8_polishRuleNamesWholeMultiWord()
{
    const CsvTable t = clubFile("club-profile-cp1250.csv");
    const ImportPreview p =
        previewProfiles(t, defaultMapping(ImportTable::Profiles, t.header), emptyCatalogue(), m_ruleset);
    QCOMPARE(p.rows[0].profile->rules, (QStringList{QStringLiteral("skirmishers"), QStringLiteral("square")}));
    QCOMPARE(p.rows[1].profile->rules, (QStringList{QStringLiteral("charge"), QStringLiteral("heavy-cavalry")}));
    QCOMPARE(p.rows[2].profile->rules, (QStringList{QStringLiteral("canister"), QStringLiteral("howitzer")}));
    // English names, ids and any case or missing Polish letters work too.
    const CsvTable e =
        table(QStringLiteral("id;name;costClass;kind;move_line;move_column;range;wb;so;wtr;morale;rules\n"
                             "h;H;D;cavalry;24;24;4;4;0;6;8;Charge | HEAVY CAVALRY\n"
                             "l;L;B;infantry;17;26;8;2;3;5;7;skirmishers ciezka kawaleria ordre mixte\n"));
    const ImportPreview q =
        previewProfiles(e, defaultMapping(ImportTable::Profiles, e.header), emptyCatalogue(), m_ruleset);
    QCOMPARE(q.badRows(), 0);
    QCOMPARE(q.rows[0].profile->rules, (QStringList{QStringLiteral("charge"), QStringLiteral("heavy-cavalry")}));
    QCOMPARE(
        q.rows[1].profile->rules,
        (QStringList{QStringLiteral("skirmishers"), QStringLiteral("heavy-cavalry"), QStringLiteral("ordre-mixte")}));
}

void TstCatalogueImport::bwn2_8_unknownRuleIsAnErrorWithASuggestion()
{
    const CsvTable t =
        table(QStringLiteral("id;name;costClass;kind;move_line;move_column;range;wb;so;wtr;morale;rules\n"
                             "a;A;B;infantry;17;26;8;2;3;5;7;tyralierra, czworobok\n"
                             "b;B;B;infantry;17;26;8;2;3;5;7;house rule\n"));
    const ImportPreview p =
        previewProfiles(t, defaultMapping(ImportTable::Profiles, t.header), emptyCatalogue(), m_ruleset);
    QCOMPARE(p.badRows(), 2);
    QCOMPARE(
        p.rows[0].problemsIn(),
        QStringList{QStringLiteral("column rules: unknown special rule \"tyralierra\" (did you mean \"tyraliera\"?)")});
    QCOMPARE(
        p.rows[0].problemsIn(QStringLiteral("pl")),
        QStringList{QStringLiteral(
            "kolumna zasady specjalne: zasada specjalna „tyralierra” jest nieznana (czy chodziło o „tyraliera”?)")});
    QVERIFY2(p.rows[1].problemsIn().value(0).startsWith(
                 QStringLiteral("column rules: unknown special rule \"house rule\" (")),
             qPrintable(p.rows[1].problemsIn().value(0)));
    QVERIFY(!p.rows[0].profile); // nothing silently lost: the row is not imported at all
}

// BWN 13.2: a unit names its profile by id or by its name in Polish or English, the catalogue's or the file's.
void TstCatalogueImport::bwn13_2_unitNamesItsProfileByNameInEitherLanguage()
{
    const CsvTable pt = clubFile("club-profile-cp1250.csv");
    const ImportPreview profiles =
        previewProfiles(pt, defaultMapping(ImportTable::Profiles, pt.header), emptyCatalogue(), m_ruleset);
    const CsvTable ut = clubFile("club-jednostki-utf16.txt");
    QCOMPARE(ut.encoding, CsvEncoding::Utf16LE);
    QCOMPARE(ut.separator, QLatin1Char('\t'));
    const ImportPreview units =
        previewUnits(ut, defaultMapping(ImportTable::Units, ut.header), emptyCatalogue(), &profiles, m_ruleset);
    QVERIFY2(units.badRows() == 0, qPrintable(describeBadRows(units).join(u'\n')));
    QCOMPARE(units.rows[0].unit->bases.value(0).profile, QStringLiteral("piechota-liniowa"));   // Polish name
    QCOMPARE(units.rows[1].unit->bases.value(0).profile, QStringLiteral("kirasjerzy"));         // English name
    QCOMPARE(units.rows[2].unit->bases.value(0).profile, QStringLiteral("bateria-piesza-6-f")); // id
    QCOMPARE(units.rows[0].id, QStringLiteral("1-pulk-piechoty-ksiestwa-warszawskiego"));
    // The catalogue's own profiles by name too; a name two profiles share asks for the id.
    Catalogue base = emptyCatalogue();
    base.profiles.insert(QStringLiteral("line"), *profiles.rows[0].profile);
    base.profiles.insert(QStringLiteral("line-2"), *profiles.rows[0].profile);
    base.profiles.insert(QStringLiteral("cuir"), *profiles.rows[1].profile);
    const CsvTable t =
        table(QStringLiteral("nazwa;profil;podstawki\nA;kirasjerzy;2\nB;Piechota liniowa;2\nC;Kirasierzy;2\n"));
    const ImportPreview u = previewUnits(t, defaultMapping(ImportTable::Units, t.header), base, nullptr, m_ruleset);
    QCOMPARE(u.rows[0].unit->bases.value(0).profile, QStringLiteral("cuir"));
    QCOMPARE(u.rows[1].problemsIn(),
             QStringList{QStringLiteral(
                 "column profile: \"Piechota liniowa\" names several profiles (line, line-2): give the id")});
    QCOMPARE(u.rows[2].problemsIn(),
             QStringList{
                 QStringLiteral("column profile: no readable profile \"Kirasierzy\" (did you mean \"Kirasjerzy\"?)")});
}

// BWN 13.3: "może zostać elitą", "weterani", "milicja" are the traits the rules check (may-gain-elite allows elite).
void TstCatalogueImport::bwn13_3_polishTraitNamesAndSuggestions()
{
    const CsvTable pt = clubFile("club-profile-cp1250.csv");
    const ImportPreview profiles =
        previewProfiles(pt, defaultMapping(ImportTable::Profiles, pt.header), emptyCatalogue(), m_ruleset);
    const CsvTable ut = clubFile("club-jednostki-utf16.txt");
    const ImportPreview units =
        previewUnits(ut, defaultMapping(ImportTable::Units, ut.header), emptyCatalogue(), &profiles, m_ruleset);
    QCOMPARE(units.rows[0].unit->traits, QStringList{QStringLiteral("may-gain-elite")});
    QCOMPARE(units.rows[1].unit->traits, QStringList{QStringLiteral("veteran")});
    QCOMPARE(units.rows[3].unit->traits, QStringList{QStringLiteral("militia")});
    const CsvTable t = table(QStringLiteral("nazwa;profil;podstawki;cechy\nA;kirasjerzy;2;może zostać elitą "
                                            "gwardia\nB;kirasjerzy;2;moze zostac elita, elitarni\n"));
    const ImportPreview u =
        previewUnits(t, defaultMapping(ImportTable::Units, t.header), emptyCatalogue(), &profiles, m_ruleset);
    QCOMPARE(u.rows[0].unit->traits, (QStringList{QStringLiteral("may-gain-elite"), QStringLiteral("guard")}));
    QCOMPARE(u.rows[1].problemsIn().size(), 1);
    QVERIFY2(u.rows[1].problemsIn()[0].startsWith(QStringLiteral("column traits: unknown trait \"elitarni\"")),
             qPrintable(u.rows[1].problemsIn()[0]));
    // A general's: "pasywny", "niesubordynowany furiat".
    const CsvTable gt = clubFile("club-dowodcy.csv");
    const ImportPreview g =
        previewGenerals(gt, defaultMapping(ImportTable::Generals, gt.header), emptyCatalogue(), m_ruleset);
    QCOMPARE(g.badRows(), 0);
    QCOMPARE(g.rows[2].general->traits, QStringList{QStringLiteral("passive")});
    QCOMPARE(g.rows[0].id, QStringLiteral("jozef-poniatowski"));
}

// BWN 2.8: WTR -1 reads as a number but the catalogue check refuses it: the preview says so, so skip-bad skips it.
void TstCatalogueImport::bwn2_8_previewAppliesTheCatalogueCheck()
{
    const CsvTable t =
        table(QStringLiteral("nazwa;klasa kosztu;rodzaj;ruch w linii;ruch w kolumnie;zasięg;WB;SO;WTR;morale;amunicja\n"
                             "Dobra;B;piechota;17;26;8;2;3;5;7;\n"
                             "Zła WTR;B;piechota;17;26;8;2;3;-1;7;\n"
                             "Działa bez amunicji;C;artyleria;15;15;60;1;2;3;7;\n"));
    const ImportPreview p =
        previewProfiles(t, defaultMapping(ImportTable::Profiles, t.header), emptyCatalogue(), m_ruleset);
    QCOMPARE(p.badRows(), 1);
    QCOMPARE(p.rows[1].problemsIn(), QStringList{QStringLiteral("WTR = -1 is below 1 (BWN 2.8)")});
    QCOMPARE(p.rows[1].problemsIn(QStringLiteral("pl")),
             QStringList{QStringLiteral("WTR = -1 jest poniżej 1 (BWN 2.8)")});
    QVERIFY(p.rows[2].ok()); // a warning keeps the row
    QCOMPARE(p.rows[2].warningsIn(), QStringList{QStringLiteral("artillery without ammunition (ammo) (BWN 2.8)")});
    QString error;
    const auto c = applyImport(emptyCatalogue(), {p}, true, &error);
    QVERIFY2(c, qPrintable(error));
    QCOMPARE(c->profiles.size(), 2);
    for (const Issue &i : checkCatalogue(*c, m_ruleset))
        QVERIFY2(i.severity != Severity::Error,
                 qPrintable(i.path)); // what skip-bad lets through passes the final check
    // A general's command and a unit's base count go through the same check.
    const CsvTable gt = table(QStringLiteral("name,roles,arm,command\nG,division,infantry,1\n"));
    QVERIFY(previewGenerals(gt, defaultMapping(ImportTable::Generals, gt.header), emptyCatalogue(), m_ruleset)
                .rows[0]
                .ok());
}

void TstCatalogueImport::issue17_headerOnlyImportsNothing()
{
    const CsvTable t = clubFile("club-header-only.csv");
    QVERIFY(t.rows.isEmpty());
    const ImportPreview p =
        previewProfiles(t, defaultMapping(ImportTable::Profiles, t.header), emptyCatalogue(), m_ruleset);
    QVERIFY(p.missingFields.isEmpty());
    const auto blocker = importBlocker({p}, true);
    QVERIFY(blocker);
    QCOMPARE(blocker->get(QStringLiteral("en")),
             QStringLiteral("profiles: the file has no rows below its header; nothing imported"));
    QString error;
    QVERIFY(!applyImport(emptyCatalogue(), {p}, true, &error, QStringLiteral("pl")));
    QCOMPARE(error, QStringLiteral("profiles: plik nie ma wierszy pod nagłówkiem; nic nie zaimportowano"));
}

// The three club files together (Windows-1250 with semicolons, Excel's "Unicode text", UTF-8 with commas): a
// catalogue the checks pass, with the numbers as typed.
void TstCatalogueImport::issue17_clubSpreadsheetsImportClean()
{
    const CsvTable pt = clubFile("club-profile-cp1250.csv");
    const CsvTable ut = clubFile("club-jednostki-utf16.txt");
    const CsvTable gt = clubFile("club-dowodcy.csv");
    const ImportPreview profiles =
        previewProfiles(pt, defaultMapping(ImportTable::Profiles, pt.header), emptyCatalogue(), m_ruleset);
    const ImportPreview units =
        previewUnits(ut, defaultMapping(ImportTable::Units, ut.header), emptyCatalogue(), &profiles, m_ruleset);
    const ImportPreview generals =
        previewGenerals(gt, defaultMapping(ImportTable::Generals, gt.header), emptyCatalogue(), m_ruleset);
    QString error;
    const auto c = applyImport(emptyCatalogue(), {profiles, units, generals}, false, &error);
    QVERIFY2(c, qPrintable(error));
    QVERIFY(checkCatalogue(*c, m_ruleset).isEmpty());
    QCOMPARE(c->profiles.value(QStringLiteral("kirasjerzy")).wb, 4);
    QCOMPARE(c->profiles.value(QStringLiteral("kirasjerzy")).so, 0);
    QCOMPARE(c->profiles.value(QStringLiteral("kirasjerzy")).name.get(QStringLiteral("pl")),
             QStringLiteral("Kirasjerzy"));
    QCOMPARE(c->units.size(), 4);
    QCOMPARE(c->units[0].name.get(QStringLiteral("pl")), QStringLiteral("1 Pułk Piechoty Księstwa Warszawskiego"));
    QCOMPARE(c->generals[1].name.get(), QStringLiteral("Jan Henryk Dąbrowski"));
}

QTEST_MAIN(TstCatalogueImport)
#include "tst_catalogueimport.moc"
