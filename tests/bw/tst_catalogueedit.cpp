// SPDX-License-Identifier: GPL-3.0-or-later
// Catalogue editing in the core (core/catalogueedit.h), without the app: every list's rows read and written field
// by field, the refusals and their messages (the catalogue left as it was), renames carried to what refers to the
// id, added, duplicated and removed rows with fresh ids, JSON pointers of the checker's issues landing on their row,
// and a broken file read for fixing. tests/app/gui/tst_catalogueeditor.cpp reaches the same through CatalogueEditor.
#include "bw/catalogueedit.h"
#include "bw/cataloguecheck.h"
#include "bw/dataset.h"
#include "foundation/document.h"

#include <QJsonArray>
#include <QTest>

using namespace sztab;

namespace {

// A small catalogue typed in code, clean under the bundled ruleset's checks: two profiles, three units, a
// commander-in-chief and a division general, one historical division, one corps and one changelog entry.
Catalogue smallCatalogue()
{
    Catalogue c;
    c.id = QStringLiteral("club-test-1813");
    c.ruleset = QStringLiteral("bwn-4.0");
    c.nation = QStringLiteral("testland");
    c.period = QStringLiteral("1813");
    c.name = Text::translated(QStringLiteral("Testlandia"), QStringLiteral("Testland"));
    c.catalogueVersion = QStringLiteral("2.1");
    Profile line;
    line.name = Text::translated(QStringLiteral("piechota liniowa"), QStringLiteral("line infantry"));
    line.costClass = QStringLiteral("B");
    line.move = {15, 20};
    line.weapon.name = Text::translated(QStringLiteral("muszkiety"), QStringLiteral("muskets"));
    line.weapon.range = 20;
    line.wb = 2;
    line.so = 2;
    line.wtr = 4;
    line.morale = 4;
    Profile art = line;
    art.name = Text::translated(QStringLiteral("artyleria piesza"), QStringLiteral("foot artillery"));
    art.kind = UnitKind::Artillery;
    art.weapon.range = 60;
    art.ammo = 3;
    c.profiles.insert(QStringLiteral("line"), line);
    c.profiles.insert(QStringLiteral("art"), art); // sorted by id: art is row 0, line row 1
    auto unit = [](const char *id, const char *profile, int count) {
        Unit u;
        u.id = QLatin1String(id);
        u.name = Text::translated(QLatin1String(id), QLatin1String(id));
        u.bases << BaseGroup{QLatin1String(profile), count};
        return u;
    };
    c.units << unit("u-1", "line", 4) << unit("u-2", "line", 3) << unit("u-art", "art", 1);
    General chief;
    chief.id = QStringLiteral("g-chief");
    chief.name = Text::translated(QStringLiteral("Wódz"), QStringLiteral("Chief"));
    chief.roles = {QStringLiteral("commander-in-chief"), QStringLiteral("corps")};
    chief.command = 2;
    General div = chief;
    div.id = QStringLiteral("g-div");
    div.roles = {QStringLiteral("division")};
    div.command = 1;
    c.generals << chief << div;
    HistoricalDivision d;
    d.id = QStringLiteral("d-1");
    d.name = Text::translated(QStringLiteral("1. Dywizja"), QStringLiteral("1st Division"));
    d.units = {QStringLiteral("u-1"), QStringLiteral("u-2"), QStringLiteral("u-art")};
    d.general = QStringLiteral("g-div");
    c.divisions << d;
    HistoricalCorps k;
    k.id = QStringLiteral("k-1");
    k.name = Text::translated(QStringLiteral("I Korpus"), QStringLiteral("I Corps"));
    k.divisions = {QStringLiteral("d-1")};
    k.commander = QStringLiteral("g-chief");
    c.corps << k;
    c.changelog << ChangelogEntry{QStringLiteral("2.1"), QStringLiteral("2026-01-02"),
                                  Text::translated(QStringLiteral("pierwsza"), QStringLiteral("first"))};
    c.reindex();
    return c;
}

const QList<CatalogueList> &allLists()
{
    static const QList<CatalogueList> lists{CatalogueList::Profiles,  CatalogueList::Units, CatalogueList::Generals,
                                            CatalogueList::Divisions, CatalogueList::Corps, CatalogueList::Changelog};
    return lists;
}

QString field(const Catalogue &c, CatalogueList list, int row, const char *name)
{
    return catalogueRow(c, list, row).value(QLatin1String(name)).toString();
}

// Sets a field that must be taken; the message of a refusal fails the test.
bool set(Catalogue &c, CatalogueList list, int row, const char *name, const QVariant &value)
{
    QString error;
    const bool ok = setCatalogueField(c, list, row, QLatin1String(name), value, &error);
    if (!ok)
        qWarning("%s: %s", name, qPrintable(error));
    return ok;
}

// A refused value: the message, and the catalogue untouched.
QString refusal(Catalogue &c, CatalogueList list, int row, const char *name, const QVariant &value)
{
    const Catalogue before = c;
    QString error;
    if (setCatalogueField(c, list, row, QLatin1String(name), value, &error))
        return QStringLiteral("TAKEN");
    if (!(c == before))
        return QStringLiteral("CHANGED BY A REFUSAL");
    return error;
}

QStringList codesAt(const QList<Issue> &issues, const QString &path)
{
    QStringList out;
    for (const Issue &i : issues)
        if (i.path == path || i.path.startsWith(path + QLatin1Char('/')))
            out << i.code;
    return out;
}

QStringList describe(const QList<Issue> &issues)
{
    QStringList out;
    for (const Issue &i : issues)
        out << i.code + QLatin1Char('@') + i.path;
    return out;
}

} // namespace

class TstCatalogueEdit : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void fixture_isClean();
    void listNames_roundTrip();
    void everyField_readsAndWritesBackUnchanged();
    void bundledCatalogues_everyFieldWrittenBackUnchanged();
    void profiles_fieldsSet();
    void units_fieldsSet();
    void generals_fieldsSet();
    void divisionsAndCorps_fieldsSet();
    void changelog_fieldsSet();
    void texts_writtenBackKeepTheirForm();
    void refusals_messageAndNothingChanged();
    void renames_carriedToReferences();
    void bwn13_2_renameOntoUsedId_notCarried_checkerSaysTwice();
    void addRow_freshIdsAndCheckedValues();
    void duplicateRow_copyAfterWithFreshId();
    void removeRow_eachList();
    void bwn2_8_bwn6_2_rangeIssuesLocatedOnTheirRow();
    void locatePointer();
    void readForEditing_brokenFileOpens_otherKindsRefused();

private:
    const Ruleset *m_ruleset = nullptr;
    DataSet m_data;
};

void TstCatalogueEdit::initTestCase()
{
    LoadError error;
    QVERIFY2(m_data.load({QStringLiteral(SZTAB_SOURCE_DATA_DIR)}, &error), qPrintable(error.toLine()));
    m_ruleset = m_data.ruleset(QStringLiteral("bwn-4.0"));
    QVERIFY(m_ruleset);
}

// The fixture passes every check, so each issue a test sees comes from its own edit.
void TstCatalogueEdit::fixture_isClean()
{
    QCOMPARE(describe(checkCatalogue(smallCatalogue(), m_ruleset)), QStringList());
}

void TstCatalogueEdit::listNames_roundTrip()
{
    QStringList names;
    for (CatalogueList list : allLists()) {
        names << catalogueListName(list);
        QCOMPARE(catalogueListFromName(catalogueListName(list)), std::optional<CatalogueList>(list));
    }
    QCOMPARE(names,
             (QStringList{QStringLiteral("profiles"), QStringLiteral("units"), QStringLiteral("generals"),
                          QStringLiteral("divisions"), QStringLiteral("corps"), QStringLiteral("changelog")}));
    QVERIFY(!catalogueListFromName(QStringLiteral("about")));
    QVERIFY(!catalogueListFromName(QStringLiteral("Units")));
    QVERIFY(!catalogueListFromName(QString()));
}

// Every field an editor shows is in the row, and writing each back as it reads changes nothing.
void TstCatalogueEdit::everyField_readsAndWritesBackUnchanged()
{
    const Catalogue original = smallCatalogue();
    const QList<int> rows{2, 3, 2, 1, 1, 1};
    for (qsizetype l = 0; l < allLists().size(); ++l) {
        const CatalogueList list = allLists()[l];
        QCOMPARE(catalogueRowCount(original, list), rows[l]);
        QVERIFY(catalogueRow(original, list, -1).isEmpty());
        QVERIFY(catalogueRow(original, list, rows[l]).isEmpty());
        for (int row = 0; row < rows[l]; ++row) {
            const QVariantMap values = catalogueRow(original, list, row);
            for (const QString &name : catalogueFields(list)) {
                QVERIFY2(values.contains(name), qPrintable(catalogueListName(list) + QLatin1Char('.') + name));
                Catalogue c = original;
                QString error;
                QVERIFY2(
                    setCatalogueField(c, list, row, name, values.value(name), &error),
                    qPrintable(QStringLiteral("%1[%2].%3: %4").arg(catalogueListName(list)).arg(row).arg(name, error)));
                QVERIFY2(c == original,
                         qPrintable(QStringLiteral("%1[%2].%3").arg(catalogueListName(list)).arg(row).arg(name)));
            }
        }
    }
}

// The same over every row of the bundled catalogues (plain and translated names, optional fields, several base
// groups): what the editor shows, written back, is the catalogue as it was loaded, and every row count is its list's.
void TstCatalogueEdit::bundledCatalogues_everyFieldWrittenBackUnchanged()
{
    QVERIFY(m_data.catalogueIds().size() >= 4);
    int fields = 0;
    for (const QString &id : m_data.catalogueIds()) {
        const Catalogue &original = *m_data.catalogue(id);
        QCOMPARE(catalogueRowCount(original, CatalogueList::Profiles), original.profiles.size());
        QCOMPARE(catalogueRowCount(original, CatalogueList::Units), original.units.size());
        QCOMPARE(catalogueRowCount(original, CatalogueList::Generals), original.generals.size());
        QCOMPARE(catalogueRowCount(original, CatalogueList::Divisions), original.divisions.size());
        QCOMPARE(catalogueRowCount(original, CatalogueList::Corps), original.corps.size());
        QCOMPARE(catalogueRowCount(original, CatalogueList::Changelog), original.changelog.size());
        for (CatalogueList list : allLists())
            for (int row = 0; row < catalogueRowCount(original, list); ++row) {
                const QVariantMap values = catalogueRow(original, list, row);
                for (const QString &name : catalogueFields(list)) {
                    Catalogue c = original;
                    QString error;
                    const QString where =
                        QStringLiteral("%1 %2[%3].%4").arg(id, catalogueListName(list)).arg(row).arg(name);
                    QVERIFY2(setCatalogueField(c, list, row, name, values.value(name), &error),
                             qPrintable(where + QLatin1String(": ") + error));
                    QVERIFY2(c == original, qPrintable(where));
                    ++fields;
                }
            }
    }
    QVERIFY(fields > 1000);
}

void TstCatalogueEdit::profiles_fieldsSet()
{
    Catalogue c = smallCatalogue();
    const auto P = CatalogueList::Profiles;
    QCOMPARE(field(c, P, 0, "id"), QStringLiteral("art"));
    QCOMPARE(field(c, P, 1, "id"), QStringLiteral("line"));
    QVERIFY(set(c, P, 1, "namePl", QStringLiteral("liniowa")));
    QVERIFY(set(c, P, 1, "weaponEn", QStringLiteral("rifles")));
    QCOMPARE(c.profiles[QStringLiteral("line")].name.get(QStringLiteral("pl")), QStringLiteral("liniowa"));
    QCOMPARE(c.profiles[QStringLiteral("line")].name.get(QStringLiteral("en")),
             QStringLiteral("line infantry")); // the other side kept
    QCOMPARE(c.profiles[QStringLiteral("line")].weapon.name.get(QStringLiteral("en")), QStringLiteral("rifles"));
    QCOMPARE(c.profiles[QStringLiteral("line")].weapon.name.get(QStringLiteral("pl")), QStringLiteral("muszkiety"));
    QVERIFY(set(c, P, 1, "costClass", QStringLiteral(" C ")));
    QVERIFY(set(c, P, 1, "kind", QStringLiteral("cavalry")));
    QVERIFY(set(c, P, 1, "moveLine", QStringLiteral("25")));
    QVERIFY(set(c, P, 1, "moveColumn", 30));
    QVERIFY(set(c, P, 1, "range", 2.0)); // a whole double is a whole number
    QVERIFY(set(c, P, 1, "wb", -1));     // taken: the range is the checker's to judge
    QVERIFY(set(c, P, 1, "so", 3));
    QVERIFY(set(c, P, 1, "wtr", 5));
    QVERIFY(set(c, P, 1, "morale", 6));
    QVERIFY(set(c, P, 1, "rules", QStringLiteral("square; skirmish,  charge|x")));
    const Profile &p = c.profiles[QStringLiteral("line")];
    QCOMPARE(p.costClass, QStringLiteral("C"));
    QCOMPARE(p.kind, UnitKind::Cavalry);
    QCOMPARE(p.move, (QList<int>{25, 30}));
    QCOMPARE(p.weapon.range, 2);
    QCOMPARE(p.wb, -1);
    QCOMPARE(p.so, 3);
    QCOMPARE(p.wtr, 5);
    QCOMPARE(p.morale, 6);
    QCOMPARE(p.rules,
             (QStringList{QStringLiteral("square"), QStringLiteral("skirmish"), QStringLiteral("charge"),
                          QStringLiteral("x")}));
    QCOMPARE(field(c, P, 1, "rules"), QStringLiteral("square, skirmish, charge, x"));
    QCOMPARE(field(c, P, 1, "kind"), QStringLiteral("cavalry"));
    // Ammunition: a number, or none ("", "none", "-").
    QCOMPARE(field(c, P, 0, "ammo"), QStringLiteral("3"));
    QCOMPARE(field(c, P, 1, "ammo"), QString());
    for (const QString &none : {QString(), QStringLiteral("none"), QStringLiteral("-")}) {
        QVERIFY(set(c, P, 0, "ammo", 4));
        QCOMPARE(c.profiles[QStringLiteral("art")].ammo, std::optional<int>(4));
        QVERIFY(set(c, P, 0, "ammo", none));
        QCOMPARE(c.profiles[QStringLiteral("art")].ammo, std::nullopt);
    }
    // A profile with a short move list gains both numbers when one is set.
    c.profiles[QStringLiteral("art")].move.clear();
    QVERIFY(set(c, P, 0, "moveColumn", 7));
    QCOMPARE(c.profiles[QStringLiteral("art")].move, (QList<int>{0, 7}));
}

void TstCatalogueEdit::units_fieldsSet()
{
    Catalogue c = smallCatalogue();
    const auto U = CatalogueList::Units;
    QCOMPARE(field(c, U, 0, "profile"), QStringLiteral("line"));
    QCOMPARE(catalogueRow(c, U, 0).value(QStringLiteral("count")).toInt(), 4);
    QVERIFY(set(c, U, 0, "nameEn", QStringLiteral("1st Line")));
    QVERIFY(set(c, U, 0, "historicalId", QStringLiteral(" 1-line ")));
    QCOMPARE(c.units[0].historicalId, std::optional<QString>(QStringLiteral("1-line")));
    QVERIFY(set(c, U, 0, "historicalId", QStringLiteral("  ")));
    QCOMPARE(c.units[0].historicalId, std::nullopt);
    // profile and count are the first group; bases are every group.
    QVERIFY(set(c, U, 0, "bases", QStringLiteral("line:2, art:1; line")));
    QCOMPARE(c.units[0].bases,
             (QList<BaseGroup>{{QStringLiteral("line"), 2}, {QStringLiteral("art"), 1}, {QStringLiteral("line"), 1}}));
    QCOMPARE(field(c, U, 0, "bases"), QStringLiteral("line:2, art:1, line:1"));
    QCOMPARE(catalogueRow(c, U, 0).value(QStringLiteral("groups")).toInt(), 3);
    QVERIFY(set(c, U, 0, "profile", QStringLiteral("art")));
    QVERIFY(set(c, U, 0, "count", QStringLiteral("5")));
    QCOMPARE(c.units[0].bases,
             (QList<BaseGroup>{{QStringLiteral("art"), 5}, {QStringLiteral("art"), 1}, {QStringLiteral("line"), 1}}));
    // A unit without bases (made in code: the editor refuses to empty them) gains a first group when its profile
    // or count is set.
    c.units[1].bases.clear();
    QCOMPARE(field(c, U, 1, "profile"), QString());
    QCOMPARE(catalogueRow(c, U, 1).value(QStringLiteral("count")).toInt(), 0);
    QVERIFY(set(c, U, 1, "count", 6));
    QCOMPARE(c.units[1].bases, (QList<BaseGroup>{{QString(), 6}}));
    c.units[1].bases.clear();
    QVERIFY(set(c, U, 1, "profile", QStringLiteral("line")));
    QCOMPARE(c.units[1].bases, (QList<BaseGroup>{{QStringLiteral("line"), 1}}));
    QVERIFY(set(c, U, 2, "max", QStringLiteral("2")));
    QCOMPARE(c.units[2].max, std::optional<int>(2));
    QCOMPARE(field(c, U, 2, "max"), QStringLiteral("2"));
    QVERIFY(set(c, U, 2, "max", QStringLiteral("none")));
    QCOMPARE(c.units[2].max, std::nullopt);
    QVERIFY(set(c, U, 2, "traits", QStringLiteral("guard,, may-gain-elite")));
    QCOMPARE(c.units[2].traits, (QStringList{QStringLiteral("guard"), QStringLiteral("may-gain-elite")}));
    QCOMPARE(field(c, U, 2, "traits"), QStringLiteral("guard, may-gain-elite"));
}

void TstCatalogueEdit::generals_fieldsSet()
{
    Catalogue c = smallCatalogue();
    const auto G = CatalogueList::Generals;
    QVERIFY(set(c, G, 1, "roles", QStringLiteral("division corps")));
    QCOMPARE(c.generals[1].roles, (QStringList{QStringLiteral("division"), QStringLiteral("corps")}));
    QVERIFY(set(c, G, 1, "arm", QStringLiteral("cavalry")));
    QCOMPARE(c.generals[1].arm, Arm::Cavalry);
    QCOMPARE(field(c, G, 1, "arm"), QStringLiteral("cavalry"));
    QVERIFY(set(c, G, 1, "command", QStringLiteral("-2")));
    QCOMPARE(c.generals[1].command, -2);
    QVERIFY(set(c, G, 1, "traits", QStringLiteral("firebrand")));
    QCOMPARE(c.generals[1].traits, QStringList{QStringLiteral("firebrand")});
    QVERIFY(set(c, G, 1, "rulesPl", QStringLiteral("zasada")));
    QVERIFY(set(c, G, 1, "rulesEn", QStringLiteral("a rule")));
    QCOMPARE(c.generals[1].rules.get(QStringLiteral("pl")), QStringLiteral("zasada"));
    QCOMPARE(c.generals[1].rules.get(QStringLiteral("en")), QStringLiteral("a rule"));
    QVERIFY(set(c, G, 1, "namePl", QStringLiteral("Generał")));
    QCOMPARE(c.generals[1].name.get(QStringLiteral("pl")), QStringLiteral("Generał"));
    QCOMPARE(c.generals[1].name.get(QStringLiteral("en")), QStringLiteral("Chief"));
    QCOMPARE(c.generals[0], smallCatalogue().generals[0]); // the other row untouched
}

void TstCatalogueEdit::divisionsAndCorps_fieldsSet()
{
    Catalogue c = smallCatalogue();
    QVERIFY(set(c, CatalogueList::Divisions, 0, "units", QStringLiteral("u-2 u-1")));
    QCOMPARE(c.divisions[0].units, (QStringList{QStringLiteral("u-2"), QStringLiteral("u-1")}));
    QCOMPARE(field(c, CatalogueList::Divisions, 0, "units"), QStringLiteral("u-2, u-1"));
    QVERIFY(set(c, CatalogueList::Divisions, 0, "general", QStringLiteral(" g-chief ")));
    QCOMPARE(c.divisions[0].general, QStringLiteral("g-chief"));
    QVERIFY(set(c, CatalogueList::Corps, 0, "divisions", QStringLiteral("d-1, d-2")));
    QCOMPARE(c.corps[0].divisions, (QStringList{QStringLiteral("d-1"), QStringLiteral("d-2")}));
    QVERIFY(set(c, CatalogueList::Corps, 0, "commander", QStringLiteral("g-div")));
    QCOMPARE(c.corps[0].commander, QStringLiteral("g-div"));
    QVERIFY(set(c, CatalogueList::Corps, 0, "nameEn", QStringLiteral("First Corps")));
    QCOMPARE(c.corps[0].name.get(QStringLiteral("en")), QStringLiteral("First Corps"));
    QCOMPARE(c.corps[0].name.get(QStringLiteral("pl")), QStringLiteral("I Korpus"));
    // Unknown ids are taken: the checker names them (the editor shows a list being typed).
    QVERIFY(codesAt(checkCatalogue(c, m_ruleset), QStringLiteral("/corps/0"))
                .contains(QLatin1String(kCatalogueUnknownDivision)));
}

void TstCatalogueEdit::changelog_fieldsSet()
{
    Catalogue c = smallCatalogue();
    const auto L = CatalogueList::Changelog;
    QCOMPARE(field(c, L, 0, "date"), QStringLiteral("2026-01-02"));
    QVERIFY(set(c, L, 0, "version", QStringLiteral(" 2.2 ")));
    QCOMPARE(c.changelog[0].version, QStringLiteral("2.2"));
    QVERIFY(set(c, L, 0, "date", QString()));
    QCOMPARE(c.changelog[0].date, std::nullopt);
    QCOMPARE(field(c, L, 0, "date"), QString());
    QVERIFY(set(c, L, 0, "textEn", QStringLiteral("second")));
    QCOMPARE(c.changelog[0].text.get(QStringLiteral("en")), QStringLiteral("second"));
    QCOMPARE(c.changelog[0].text.get(QStringLiteral("pl")), QStringLiteral("pierwsza"));
}

// A name read from a file as one plain string, or a general's empty rules, shows the same in both language
// columns; passing through such a cell (the value written back) changes nothing, so the file keeps its form and the
// editor makes no undo step. Changing one side makes a translation with the other side as it was shown.
void TstCatalogueEdit::texts_writtenBackKeepTheirForm()
{
    Catalogue c = smallCatalogue();
    c.generals[1].name = Text(QStringLiteral("Friant"));
    const Catalogue before = c;
    QCOMPARE(field(c, CatalogueList::Generals, 1, "namePl"), QStringLiteral("Friant"));
    QCOMPARE(field(c, CatalogueList::Generals, 1, "nameEn"), QStringLiteral("Friant"));
    QCOMPARE(field(c, CatalogueList::Generals, 1, "rulesPl"), QString());
    QVERIFY(set(c, CatalogueList::Generals, 1, "namePl", QStringLiteral("Friant")));
    QVERIFY(set(c, CatalogueList::Generals, 1, "nameEn", QStringLiteral("Friant")));
    QVERIFY(set(c, CatalogueList::Generals, 1, "rulesPl", QString()));
    QVERIFY(set(c, CatalogueList::Generals, 1, "rulesEn", QString()));
    QVERIFY(c == before);
    QVERIFY(c.generals[1].name.isPlain());
    QCOMPARE(catalogueToJson(c)[QStringLiteral("generals")].toArray()[1].toObject().value(QStringLiteral("rules")),
             QJsonValue(QString()));
    QVERIFY(set(c, CatalogueList::Generals, 1, "nameEn", QStringLiteral("Friant the Elder")));
    QVERIFY(!c.generals[1].name.isPlain());
    QCOMPARE(c.generals[1].name.get(QStringLiteral("pl")), QStringLiteral("Friant"));
    QCOMPARE(c.generals[1].name.get(QStringLiteral("en")), QStringLiteral("Friant the Elder"));
}

void TstCatalogueEdit::refusals_messageAndNothingChanged()
{
    Catalogue c = smallCatalogue();
    const auto P = CatalogueList::Profiles, U = CatalogueList::Units, G = CatalogueList::Generals;
    QCOMPARE(refusal(c, P, 1, "wb", QStringLiteral("x")), QStringLiteral("\"x\" is not a whole number"));
    QCOMPARE(refusal(c, P, 1, "morale", QStringLiteral("4.5")), QStringLiteral("\"4.5\" is not a whole number"));
    QCOMPARE(refusal(c, U, 0, "count", 2.5), QStringLiteral("\"2.5\" is not a whole number"));
    QCOMPARE(refusal(c, U, 0, "max", QStringLiteral("many")), QStringLiteral("\"many\" is not a whole number"));
    QCOMPARE(refusal(c, P, 0, "ammo", QStringLiteral("lots")), QStringLiteral("\"lots\" is not a whole number"));
    QCOMPARE(refusal(c, G, 0, "command", QString()), QStringLiteral("\"\" is not a whole number"));
    // A number beyond what any file may hold is no number either (the loader's limit).
    QVERIFY(refusal(c, P, 1, "range", double(kMaxNumber) * 2).endsWith(QLatin1String("is not a whole number")));
    QVERIFY(
        refusal(c, P, 1, "range", QString::number(kMaxNumber * 2)).endsWith(QLatin1String("is not a whole number")));
    QVERIFY(refusal(c, P, 1, "wb", QString::number(-kMaxNumber - 1)).endsWith(QLatin1String("is not a whole number")));
    QVERIFY(set(c, P, 1, "range", double(kMaxNumber)));
    QVERIFY(set(c, P, 1, "wb", QString::number(-kMaxNumber)));
    QVERIFY(set(c, U, 0, "bases", QStringLiteral("line:600, art:400")));
    QVERIFY(set(c, U, 1, "count", 1));
    QVERIFY(set(c, U, 1, "max", 1));
    // What is taken, the loader reads back: the file the editor saves opens again.
    LoadError error;
    QVERIFY2(readCatalogueForEditing(catalogueToJson(c), QStringLiteral("club.json"), &error),
             qPrintable(error.toLine()));
    c = smallCatalogue();
    QVERIFY(refusal(c, P, 1, "kind", QStringLiteral("navy")).startsWith(QLatin1String("kind is one of ")));
    QVERIFY(refusal(c, P, 1, "kind", QStringLiteral("navy")).contains(QLatin1String("artillery")));
    QVERIFY(refusal(c, G, 0, "arm", QStringLiteral("navy")).startsWith(QLatin1String("arm is one of ")));
    QVERIFY(refusal(c, G, 0, "arm", QStringLiteral("navy")).contains(QLatin1String("cavalry")));
    QCOMPARE(refusal(c, U, 0, "bases", QStringLiteral("line:2, art:two")),
             QStringLiteral("bases: \"two\" is not a whole number (write profile:count, profile:count)"));
    // A unit's bases and max as the loader demands them, so that what is saved opens again: at least one base of
    // each listed profile, at most kMaxUnitBases in all, a max of at least 1 (or none).
    QCOMPARE(refusal(c, U, 0, "count", 0),
             QStringLiteral("a unit has at least one base of each listed profile (line: 0)"));
    QCOMPARE(refusal(c, U, 0, "bases", QStringLiteral("line:2, art:0")),
             QStringLiteral("a unit has at least one base of each listed profile (art: 0)"));
    QCOMPARE(refusal(c, U, 0, "bases", QStringLiteral(" , ")), QStringLiteral("a unit needs at least one base"));
    QCOMPARE(refusal(c, U, 0, "bases", QStringLiteral("line:600, art:401")),
             QStringLiteral("a unit of more than 1000 bases"));
    QCOMPARE(refusal(c, U, 0, "count", kMaxUnitBases + 1), QStringLiteral("a unit of more than 1000 bases"));
    QCOMPARE(refusal(c, U, 0, "max", 0), QStringLiteral("max must be at least 1, or none"));
    QCOMPARE(refusal(c, U, 0, "max", QStringLiteral("-3")), QStringLiteral("max must be at least 1, or none"));
    // Profiles are keyed by id: one already used, or none, is refused.
    QCOMPARE(refusal(c, P, 0, "id", QStringLiteral("line")), QStringLiteral("profile id \"line\" is already used"));
    QCOMPARE(refusal(c, P, 0, "id", QStringLiteral("  ")), QStringLiteral("a profile needs an id"));
    // Rows out of range, in every list.
    for (CatalogueList list : allLists()) {
        const int rows = catalogueRowCount(c, list);
        const char *name = list == CatalogueList::Changelog ? "version" : "id";
        QCOMPARE(refusal(c, list, rows, name, QStringLiteral("x")), QStringLiteral("no row %1").arg(rows));
        QCOMPARE(refusal(c, list, -1, name, QStringLiteral("x")), QStringLiteral("no row -1"));
    }
    // Fields a list does not have.
    QCOMPARE(refusal(c, P, 0, "general", QStringLiteral("x")), QStringLiteral("profiles have no field \"general\""));
    QCOMPARE(refusal(c, U, 0, "wb", 1), QStringLiteral("units have no field \"wb\""));
    QCOMPARE(refusal(c, G, 0, "units", QStringLiteral("x")), QStringLiteral("generals have no field \"units\""));
    QCOMPARE(refusal(c, CatalogueList::Divisions, 0, "commander", QStringLiteral("x")),
             QStringLiteral("divisions have no field \"commander\""));
    QCOMPARE(refusal(c, CatalogueList::Corps, 0, "general", QStringLiteral("x")),
             QStringLiteral("corps have no field \"general\""));
    QCOMPARE(refusal(c, CatalogueList::Changelog, 0, "id", QStringLiteral("x")),
             QStringLiteral("changelog entries have no field \"id\""));
    QVERIFY(c == smallCatalogue());
}

// A renamed id takes what refers to it along: units' bases follow a profile, historical divisions a unit or a
// general, corps a division or a commander; the lookups find the new id at once.
void TstCatalogueEdit::renames_carriedToReferences()
{
    Catalogue c = smallCatalogue();
    QVERIFY(set(c, CatalogueList::Profiles, 1, "id", QStringLiteral("zz-line")));
    QCOMPARE(c.units[0].bases[0].profile, QStringLiteral("zz-line"));
    QCOMPARE(c.units[1].bases[0].profile, QStringLiteral("zz-line"));
    QCOMPARE(c.units[2].bases[0].profile, QStringLiteral("art"));
    QVERIFY(c.profile(QStringLiteral("zz-line")));
    QVERIFY(!c.profile(QStringLiteral("line")));
    QCOMPARE(c.profiles[QStringLiteral("zz-line")], smallCatalogue().profiles[QStringLiteral("line")]);
    QVERIFY(set(c, CatalogueList::Profiles, 1, "id", QStringLiteral("zz-line"))); // its own id again: nothing to do

    QVERIFY(set(c, CatalogueList::Units, 1, "id", QStringLiteral("u-two")));
    QCOMPARE(c.divisions[0].units,
             (QStringList{QStringLiteral("u-1"), QStringLiteral("u-two"), QStringLiteral("u-art")}));
    QVERIFY(c.unit(QStringLiteral("u-two")));
    QVERIFY(!c.unit(QStringLiteral("u-2")));

    QVERIFY(set(c, CatalogueList::Generals, 1, "id", QStringLiteral("g-division")));
    QCOMPARE(c.divisions[0].general, QStringLiteral("g-division"));
    QVERIFY(set(c, CatalogueList::Generals, 0, "id", QStringLiteral("g-boss")));
    QCOMPARE(c.corps[0].commander, QStringLiteral("g-boss"));
    QVERIFY(c.general(QStringLiteral("g-boss")));

    QVERIFY(set(c, CatalogueList::Divisions, 0, "id", QStringLiteral("d-one")));
    QCOMPARE(c.corps[0].divisions, QStringList{QStringLiteral("d-one")});
    QVERIFY(c.division(QStringLiteral("d-one")));

    const Catalogue before = c;
    QVERIFY(set(c, CatalogueList::Corps, 0, "id", QStringLiteral("k-one")));
    QVERIFY(c.historicalCorps(QStringLiteral("k-one")));
    c.corps[0].id = before.corps[0].id;
    QVERIFY(c == before); // a corps' rename changes only the corps

    // Everything followed: the renamed catalogue is as clean as it was.
    QCOMPARE(describe(checkCatalogue(c, m_ruleset)), QStringList());
}

// BWN 13.2 (an id once in a list): a rename onto an id in use is taken (the editor shows what was typed) but not
// carried, and the checker names the repeat on its row; a rename of one of two rows sharing an id is not carried
// either, since the references may mean the other.
void TstCatalogueEdit::bwn13_2_renameOntoUsedId_notCarried_checkerSaysTwice()
{
    Catalogue c = smallCatalogue();
    QVERIFY(set(c, CatalogueList::Units, 1, "id", QStringLiteral("u-1")));
    QCOMPARE(c.units[1].id, QStringLiteral("u-1"));
    QCOMPARE(c.divisions[0].units,
             (QStringList{QStringLiteral("u-1"), QStringLiteral("u-2"), QStringLiteral("u-art")}));
    const QList<Issue> issues = checkCatalogue(c, m_ruleset);
    QVERIFY2(codesAt(issues, QStringLiteral("/units/1")).contains(QLatin1String(kCatalogueDuplicateId)),
             qPrintable(describe(issues).join(QLatin1Char(' '))));
    const auto twice = std::find_if(issues.cbegin(), issues.cend(),
                                    [](const Issue &i) { return i.code == QLatin1String(kCatalogueDuplicateId); });
    QCOMPARE(twice->section, QStringLiteral("BWN 13.2"));
    const auto at = locateCataloguePointer(c, twice->path);
    QVERIFY(at);
    QCOMPARE(at->list, CatalogueList::Units);
    QCOMPARE(at->row, 1);
    // Now two rows say u-1: renaming one of them leaves the division's u-1 alone.
    QVERIFY(set(c, CatalogueList::Units, 1, "id", QStringLiteral("u-new")));
    QCOMPARE(c.divisions[0].units.first(), QStringLiteral("u-1"));
    QVERIFY(!c.divisions[0].units.contains(QStringLiteral("u-new")));
    // Units and generals share one id space: a unit renamed onto a general's id is not carried, and the checker
    // names the clash (on the general, the list it reads second).
    c = smallCatalogue();
    QVERIFY(set(c, CatalogueList::Units, 0, "id", QStringLiteral("g-div")));
    QCOMPARE(c.divisions[0].units.first(), QStringLiteral("u-1"));
    QCOMPARE(c.divisions[0].general, QStringLiteral("g-div"));
    QVERIFY(codesAt(checkCatalogue(c, m_ruleset), QStringLiteral("/generals/1"))
                .contains(QLatin1String(kCatalogueDuplicateId)));
    // A general onto a used general id, a division onto a used division id: not carried.
    c = smallCatalogue();
    QVERIFY(set(c, CatalogueList::Generals, 1, "id", QStringLiteral("g-chief")));
    QCOMPARE(c.divisions[0].general, QStringLiteral("g-div"));
    c = smallCatalogue();
    QCOMPARE(addCatalogueRow(c, CatalogueList::Divisions), 1);
    QVERIFY(set(c, CatalogueList::Divisions, 0, "id", field(c, CatalogueList::Divisions, 1, "id")));
    QCOMPARE(c.corps[0].divisions, QStringList{QStringLiteral("d-1")});
}

void TstCatalogueEdit::addRow_freshIdsAndCheckedValues()
{
    Catalogue c = smallCatalogue();
    // Profiles sit in id order: the new one's row is where its id sorts.
    const int p = addCatalogueRow(c, CatalogueList::Profiles);
    QCOMPARE(field(c, CatalogueList::Profiles, p, "id"), QStringLiteral("new-profile"));
    QCOMPARE(p, 2); // art, line, new-profile
    QCOMPARE(addCatalogueRow(c, CatalogueList::Profiles), 3);
    QCOMPARE(field(c, CatalogueList::Profiles, 3, "id"), QStringLiteral("new-profile-2"));
    QCOMPARE(addCatalogueRow(c, CatalogueList::Units), 3);
    QCOMPARE(addCatalogueRow(c, CatalogueList::Units), 4);
    QCOMPARE(c.units[3].id, QStringLiteral("new-unit"));
    QCOMPARE(c.units[4].id, QStringLiteral("new-unit-2"));
    QCOMPARE(c.units[3].bases, (QList<BaseGroup>{{QStringLiteral("art"), 4}})); // the first profile, four bases
    QCOMPARE(addCatalogueRow(c, CatalogueList::Generals), 2);
    QCOMPARE(c.generals[2].id, QStringLiteral("new-general"));
    QCOMPARE(c.generals[2].roles, QStringList{QStringLiteral("division")});
    QCOMPARE(addCatalogueRow(c, CatalogueList::Divisions), 1);
    QCOMPARE(c.divisions[1].id, QStringLiteral("new-division"));
    QCOMPARE(addCatalogueRow(c, CatalogueList::Corps), 1);
    QCOMPARE(c.corps[1].id, QStringLiteral("new-corps"));
    QCOMPARE(addCatalogueRow(c, CatalogueList::Changelog), 1);
    QCOMPARE(c.changelog[1].version, QStringLiteral("2.1")); // the catalogue's own edition
    QVERIFY(c.unit(QStringLiteral("new-unit-2")) && c.general(QStringLiteral("new-general"))
            && c.profile(QStringLiteral("new-profile")));
    // The new profiles, units and general pass the checks (BWN 2.8, 13.2, 6.2, 13.4): nothing to fix before use.
    const QList<Issue> issues = checkCatalogue(c, m_ruleset);
    for (const QString &at : {QStringLiteral("/profiles/new-profile"), QStringLiteral("/profiles/new-profile-2"),
                              QStringLiteral("/units/3"), QStringLiteral("/units/4"), QStringLiteral("/generals/2")})
        QVERIFY2(codesAt(issues, at).isEmpty(),
                 qPrintable(at + QLatin1Char(' ') + describe(issues).join(QLatin1Char(' '))));
    // A fresh id never repeats one in use: a general named new-unit makes the next unit new-unit-3.
    c.generals[2].id = QStringLiteral("new-unit-3");
    c.reindex();
    QCOMPARE(c.units[addCatalogueRow(c, CatalogueList::Units)].id, QStringLiteral("new-unit-4"));
    // Without a catalogue version the entry is 1.0; without profiles a unit names none (the checker says so).
    Catalogue empty;
    QCOMPARE(addCatalogueRow(empty, CatalogueList::Changelog), 0);
    QCOMPARE(empty.changelog[0].version, QStringLiteral("1.0"));
    QCOMPARE(addCatalogueRow(empty, CatalogueList::Units), 0);
    QCOMPARE(empty.units[0].bases, (QList<BaseGroup>{{QString(), 4}}));
}

void TstCatalogueEdit::duplicateRow_copyAfterWithFreshId()
{
    Catalogue c = smallCatalogue();
    QCOMPARE(duplicateCatalogueRow(c, CatalogueList::Units, 0), 1);
    QCOMPARE(c.units.size(), 4);
    QCOMPARE(c.units[1].id, QStringLiteral("u-1-copy"));
    QCOMPARE(c.units[1].bases, c.units[0].bases);
    QCOMPARE(c.units[2].id, QStringLiteral("u-2"));
    QCOMPARE(duplicateCatalogueRow(c, CatalogueList::Units, 0), 1);
    QCOMPARE(c.units[1].id, QStringLiteral("u-1-copy-2"));
    QVERIFY(c.unit(QStringLiteral("u-1-copy-2")));
    const int p = duplicateCatalogueRow(c, CatalogueList::Profiles, 1);
    QCOMPARE(field(c, CatalogueList::Profiles, p, "id"), QStringLiteral("line-copy"));
    QCOMPARE(c.profiles[QStringLiteral("line-copy")], c.profiles[QStringLiteral("line")]);
    QCOMPARE(duplicateCatalogueRow(c, CatalogueList::Generals, 1), 2);
    QCOMPARE(c.generals[2].id, QStringLiteral("g-div-copy"));
    QCOMPARE(duplicateCatalogueRow(c, CatalogueList::Divisions, 0), 1);
    QCOMPARE(c.divisions[1].id, QStringLiteral("d-1-copy"));
    QCOMPARE(c.divisions[1].units, c.divisions[0].units);
    QCOMPARE(duplicateCatalogueRow(c, CatalogueList::Corps, 0), 1);
    QCOMPARE(c.corps[1].id, QStringLiteral("k-1-copy"));
    QCOMPARE(duplicateCatalogueRow(c, CatalogueList::Changelog, 0), 1);
    QCOMPARE(c.changelog[1], c.changelog[0]);
    // The copies reuse nothing: no id twice.
    QVERIFY(!codesAt(checkCatalogue(c, m_ruleset), QString()).contains(QLatin1String(kCatalogueDuplicateId)));
    const Catalogue before = c;
    for (CatalogueList list : allLists()) {
        QCOMPARE(duplicateCatalogueRow(c, list, catalogueRowCount(c, list)), -1);
        QCOMPARE(duplicateCatalogueRow(c, list, -1), -1);
    }
    QVERIFY(c == before);
}

void TstCatalogueEdit::removeRow_eachList()
{
    Catalogue c = smallCatalogue();
    QVERIFY(removeCatalogueRow(c, CatalogueList::Profiles, 0)); // art
    QCOMPARE(c.profiles.keys(), QStringList{QStringLiteral("line")});
    QVERIFY(!c.profile(QStringLiteral("art")));
    QVERIFY(removeCatalogueRow(c, CatalogueList::Units, 1));
    QCOMPARE(c.units.size(), 2);
    QCOMPARE(c.units[1].id, QStringLiteral("u-art"));
    QVERIFY(!c.unit(QStringLiteral("u-2")));
    QVERIFY(c.unit(QStringLiteral("u-art"))); // the index follows the shifted rows
    QVERIFY(removeCatalogueRow(c, CatalogueList::Generals, 0));
    QCOMPARE(c.generals.size(), 1);
    QCOMPARE(c.generals[0].id, QStringLiteral("g-div"));
    QVERIFY(removeCatalogueRow(c, CatalogueList::Divisions, 0));
    QVERIFY(c.divisions.isEmpty());
    QVERIFY(removeCatalogueRow(c, CatalogueList::Corps, 0));
    QVERIFY(c.corps.isEmpty());
    QVERIFY(removeCatalogueRow(c, CatalogueList::Changelog, 0));
    QVERIFY(c.changelog.isEmpty());
    // What referred to a removed row is left for the checker to name (u-art's profile).
    QVERIFY(codesAt(checkCatalogue(c, m_ruleset), QStringLiteral("/units/1"))
                .contains(QLatin1String(kCatalogueUnknownProfile)));
    const Catalogue before = c;
    for (CatalogueList list : allLists()) {
        QVERIFY(!removeCatalogueRow(c, list, catalogueRowCount(c, list)));
        QVERIFY(!removeCatalogueRow(c, list, -1));
    }
    QVERIFY(c == before);
}

// BWN 2.8 (a statistic's range) and BWN 6.2 (command -2..3 in bwn-4.0): the edits are taken, and the checker's
// issue points at the row and field edited.
void TstCatalogueEdit::bwn2_8_bwn6_2_rangeIssuesLocatedOnTheirRow()
{
    Catalogue c = smallCatalogue();
    QVERIFY(set(c, CatalogueList::Profiles, 1, "wtr", 0));
    QVERIFY(set(c, CatalogueList::Generals, 1, "command", 4));
    QVERIFY(set(c, CatalogueList::Generals, 0, "command", 3)); // the top of the range: no issue
    const QList<Issue> issues = checkCatalogue(c, m_ruleset);
    QCOMPARE(describe(issues),
             (QStringList{QStringLiteral("CATALOGUE_STAT_RANGE@/profiles/line/wtr"),
                          QStringLiteral("CATALOGUE_COMMAND_RANGE@/generals/1/command")}));
    QCOMPARE(issues[0].section, QStringLiteral("BWN 2.8"));
    QCOMPARE(issues[1].section, QStringLiteral("BWN 6.2"));
    const auto stat = locateCataloguePointer(c, issues[0].path);
    QVERIFY(stat);
    QCOMPARE(stat->list, CatalogueList::Profiles);
    QCOMPARE(stat->row, 1);
    QCOMPARE(stat->field, QStringLiteral("wtr"));
    const auto command = locateCataloguePointer(c, issues[1].path);
    QVERIFY(command);
    QCOMPARE(command->list, CatalogueList::Generals);
    QCOMPARE(command->row, 1);
    QCOMPARE(command->field, QStringLiteral("command"));
    QVERIFY(set(c, CatalogueList::Generals, 1, "command", -2)); // the bottom of the range
    QVERIFY(set(c, CatalogueList::Profiles, 1, "wtr", 1));
    QCOMPARE(describe(checkCatalogue(c, m_ruleset)), QStringList());
}

void TstCatalogueEdit::locatePointer()
{
    Catalogue c = smallCatalogue();
    auto at = locateCataloguePointer(c, QStringLiteral("/units/2/bases/0/profile"));
    QVERIFY(at);
    QCOMPARE(at->list, CatalogueList::Units);
    QCOMPARE(at->row, 2);
    QCOMPARE(at->field, QStringLiteral("bases"));
    at = locateCataloguePointer(c, QStringLiteral("/profiles/art/weapon/range"));
    QVERIFY(at);
    QCOMPARE(at->list, CatalogueList::Profiles);
    QCOMPARE(at->row, 0);
    QCOMPARE(at->field, QStringLiteral("weapon"));
    at = locateCataloguePointer(c, QStringLiteral("/corps/0"));
    QVERIFY(at);
    QCOMPARE(at->list, CatalogueList::Corps);
    QCOMPARE(at->field, QString());
    at = locateCataloguePointer(c, QStringLiteral("/changelog/0/date"));
    QVERIFY(at);
    QCOMPARE(at->list, CatalogueList::Changelog);
    // A profile id with "/" and "~" is escaped in a pointer (RFC 6901).
    QVERIFY(set(c, CatalogueList::Profiles, 0, "id", QStringLiteral("a/b~c")));
    at = locateCataloguePointer(c, QStringLiteral("/profiles/a~1b~0c/wb"));
    QVERIFY(at);
    QCOMPARE(at->row, 0);
    QCOMPARE(field(c, CatalogueList::Profiles, at->row, "id"), QStringLiteral("a/b~c"));
    // The header, unknown lists, rows and profiles, and what is no pointer: nowhere.
    for (const char *nowhere : {"/id", "/name/pl", "", "units/0", "/units", "/units/3", "/units/-1", "/units/x",
                                "/nosuch/0", "/profiles/line-infantry/wb", "/profiles/a/b~c"})
        QVERIFY2(!locateCataloguePointer(c, QLatin1String(nowhere)), nowhere);
}

// A file the loader refuses (an id twice, an unknown profile) opens for fixing, and the checker lists what is
// wrong; a file of another kind or a broken one does not open, and the message names the file and the place.
void TstCatalogueEdit::readForEditing_brokenFileOpens_otherKindsRefused()
{
    Catalogue broken = smallCatalogue();
    broken.units[1].id = QStringLiteral("u-1");
    broken.units[2].bases[0].profile = QStringLiteral("nope");
    const QJsonObject document = catalogueToJson(broken);
    LoadError error;
    QVERIFY(!catalogueFromJson(document, QStringLiteral("club.json"), m_ruleset, &error));
    error = LoadError();
    const auto read = readCatalogueForEditing(document, QStringLiteral("club.json"), &error);
    QVERIFY2(read, qPrintable(error.toLine()));
    broken.reindex();
    QVERIFY(*read == broken);
    QVERIFY(read->unit(QStringLiteral("u-art"))); // indexed for lookups
    const QList<Issue> issues = checkCatalogue(*read, m_ruleset);
    QVERIFY(codesAt(issues, QStringLiteral("/units/1")).contains(QLatin1String(kCatalogueDuplicateId)));
    QVERIFY(codesAt(issues, QStringLiteral("/units/2")).contains(QLatin1String(kCatalogueUnknownProfile)));

    QJsonObject roster = document;
    roster[QStringLiteral("format")] = QStringLiteral("bw-roster");
    error = LoadError();
    QVERIFY(!readCatalogueForEditing(roster, QStringLiteral("roster.json"), &error));
    QCOMPARE(error.file, QStringLiteral("roster.json"));
    QVERIFY2(!error.message.isEmpty(), qPrintable(error.toLine()));

    QJsonObject badValue = document;
    QJsonArray units = badValue[QStringLiteral("units")].toArray();
    QJsonObject first = units[0].toObject();
    first[QStringLiteral("max")] = QStringLiteral("two");
    units[0] = first;
    badValue[QStringLiteral("units")] = units;
    error = LoadError();
    QVERIFY(!readCatalogueForEditing(badValue, QStringLiteral("club.json"), &error));
    QCOMPARE(error.file, QStringLiteral("club.json"));
    QCOMPARE(error.pointer, QStringLiteral("/units/0/max"));
}

QTEST_MAIN(TstCatalogueEdit)
#include "tst_catalogueedit.moc"
