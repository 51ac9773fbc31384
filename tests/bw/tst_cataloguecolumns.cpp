// SPDX-License-Identifier: GPL-3.0-or-later
// The catalogue editor's columns as the core describes them (catalogueColumns, issue 18): one column per field of
// each list, headers in both languages, numbers with the range of the catalogue schema (BWN 6.2: command -2..3), and
// choices from the enums, the ruleset (BWN 13.2 cost classes) and the catalogue's own profiles.
#include "bw/catalogueedit.h"
#include "bw/dataset.h"
#include "bw/ruleset.h"

#include <QTest>

using namespace sztab;

namespace {

const CatalogueColumn *column(const QList<CatalogueColumn> &columns, const char *field)
{
    for (const CatalogueColumn &c : columns)
        if (c.field == QLatin1String(field))
            return &c;
    return nullptr;
}

} // namespace

class TstCatalogueColumns : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void everyFieldHasOneColumn_data();
    void everyFieldHasOneColumn();
    void headersInBothLanguages();
    void numbersTakeTheSchemaRanges();
    void bwn6_2_commandRangeInTheTip();
    void bwn13_2_costClassesFromTheRuleset();
    void unitProfileChoicesFollowTheCatalogue();
    void fixedChoicesFromTheEnums();

private:
    DataSet m_data;
    const Ruleset *m_ruleset = nullptr;
    Catalogue m_france;
};

void TstCatalogueColumns::initTestCase()
{
    LoadError e;
    QVERIFY2(m_data.load({QStringLiteral(SZTAB_SOURCE_DATA_DIR)}, &e), qPrintable(e.toLine()));
    m_ruleset = m_data.ruleset(QStringLiteral("bwn-4.0"));
    QVERIFY(m_ruleset);
    const Catalogue *c = m_data.catalogue(QStringLiteral("demo-france-1813"));
    QVERIFY(c);
    m_france = *c;
}

void TstCatalogueColumns::everyFieldHasOneColumn_data()
{
    QTest::addColumn<QString>("list");
    for (const char *l : {"profiles", "units", "generals", "divisions", "corps", "changelog"})
        QTest::newRow(l) << QString::fromLatin1(l);
}

void TstCatalogueColumns::everyFieldHasOneColumn()
{
    QFETCH(QString, list);
    const auto which = catalogueListFromName(list);
    QVERIFY(which);
    QStringList fields;
    for (const CatalogueColumn &c : catalogueColumns(*which, m_france, m_ruleset)) {
        fields << c.field;
        QVERIFY2(c.width > 0, qPrintable(c.field));
        QVERIFY2(!c.title.get(QStringLiteral("en")).isEmpty(), qPrintable(c.field));
    }
    QStringList expected = catalogueFields(*which);
    QCOMPARE(fields.size(), expected.size());
    fields.sort();
    expected.sort();
    QCOMPARE(fields, expected);
}

void TstCatalogueColumns::headersInBothLanguages()
{
    const auto profiles = catalogueColumns(CatalogueList::Profiles, m_france, m_ruleset);
    QCOMPARE(profiles.first().field, QStringLiteral("id"));
    QCOMPARE(profiles.first().title.get(QStringLiteral("pl")), QStringLiteral("Identyfikator"));
    QCOMPARE(profiles.first().title.get(QStringLiteral("en")), QStringLiteral("Id"));
    const CatalogueColumn *moveLine = column(profiles, "moveLine");
    QVERIFY(moveLine);
    QCOMPARE(moveLine->title.get(QStringLiteral("pl")), QStringLiteral("Linia"));
    QCOMPARE(moveLine->tip.get(QStringLiteral("pl")), QStringLiteral("Ruch w linii (cm)"));
    QCOMPARE(moveLine->tip.get(QStringLiteral("en")), QStringLiteral("Move in line (cm)"));
    // The rulebook's abbreviations are the same in both languages.
    const CatalogueColumn *wb = column(profiles, "wb");
    QVERIFY(wb);
    QCOMPARE(wb->title.get(QStringLiteral("pl")), QStringLiteral("WB"));
    QCOMPARE(wb->title.get(QStringLiteral("en")), QStringLiteral("WB"));
    const auto changelog = catalogueColumns(CatalogueList::Changelog, m_france, m_ruleset);
    QCOMPARE(column(changelog, "textPl")->title.get(QStringLiteral("pl")),
             QStringLiteral("Co się zmieniło (po polsku)"));
}

void TstCatalogueColumns::numbersTakeTheSchemaRanges()
{
    const auto profiles = catalogueColumns(CatalogueList::Profiles, m_france, m_ruleset);
    for (const char *f : {"moveLine", "moveColumn", "range", "wb", "so", "wtr", "morale", "ammo"}) {
        const CatalogueColumn *c = column(profiles, f);
        QVERIFY2(c, f);
        QCOMPARE(c->kind, CatalogueCellKind::Number);
        QCOMPARE(c->min, std::optional<int>(0));
        // has_value(), not QCOMPARE with an empty optional: GCC 12 -O1 with sanitizers warns it uninitialised.
        QVERIFY(!c->max.has_value());
    }
    const auto units = catalogueColumns(CatalogueList::Units, m_france, m_ruleset);
    QCOMPARE(column(units, "count")->min, std::optional<int>(1));
    QCOMPARE(column(units, "max")->min, std::optional<int>(1));
    QCOMPARE(column(units, "id")->kind, CatalogueCellKind::Text);
    QVERIFY(!column(units, "id")->min.has_value());
}

void TstCatalogueColumns::bwn6_2_commandRangeInTheTip()
{
    const auto generals = catalogueColumns(CatalogueList::Generals, m_france, m_ruleset);
    const CatalogueColumn *command = column(generals, "command");
    QVERIFY(command);
    QCOMPARE(command->min, std::optional<int>(-2));
    QCOMPARE(command->max, std::optional<int>(3));
    QCOMPARE(command->tip.get(QStringLiteral("en")), QStringLiteral("Command value, -2..3 (BWN 6.2)"));
    QCOMPARE(command->tip.get(QStringLiteral("pl")), QStringLiteral("Wartość dowodzenia, od -2 do 3 (BWN 6.2)"));
    QCOMPARE(column(generals, "roles")->tip.get(QStringLiteral("en")),
             QStringLiteral("commander-in-chief, corps, division"));
}

void TstCatalogueColumns::bwn13_2_costClassesFromTheRuleset()
{
    const auto profiles = catalogueColumns(CatalogueList::Profiles, m_france, m_ruleset);
    const CatalogueColumn *costClass = column(profiles, "costClass");
    QVERIFY(costClass);
    QCOMPARE(costClass->kind, CatalogueCellKind::Choice);
    QCOMPARE(costClass->choices, QStringList(m_ruleset->costClasses.keys()));
    QCOMPARE(costClass->choices, (QStringList{"A", "B", "C", "D", "E"}));
    // A catalogue on a ruleset the program does not have: no class to offer.
    QVERIFY(column(catalogueColumns(CatalogueList::Profiles, m_france, nullptr), "costClass")->choices.isEmpty());
}

void TstCatalogueColumns::unitProfileChoicesFollowTheCatalogue()
{
    Catalogue c = m_france;
    const auto before = catalogueColumns(CatalogueList::Units, c, m_ruleset);
    const CatalogueColumn *profile = column(before, "profile");
    QVERIFY(profile);
    QCOMPARE(profile->kind, CatalogueCellKind::Choice);
    QCOMPARE(profile->choices, c.profiles.keys());
    const int row = addCatalogueRow(c, CatalogueList::Profiles);
    QVERIFY(row >= 0);
    const QString added = catalogueRow(c, CatalogueList::Profiles, row).value(QStringLiteral("id")).toString();
    const auto after = catalogueColumns(CatalogueList::Units, c, m_ruleset);
    QVERIFY(column(after, "profile")->choices.contains(added));
    QVERIFY(!profile->choices.contains(added));
}

void TstCatalogueColumns::fixedChoicesFromTheEnums()
{
    QCOMPARE(column(catalogueColumns(CatalogueList::Profiles, m_france, m_ruleset), "kind")->choices,
             (QStringList{"infantry", "cavalry", "artillery"}));
    QCOMPARE(column(catalogueColumns(CatalogueList::Generals, m_france, m_ruleset), "arm")->choices,
             (QStringList{"infantry", "cavalry"}));
    QCOMPARE(QLatin1String(catalogueCellKindName(CatalogueCellKind::Choice)), QLatin1String("choice"));
}

QTEST_GUILESS_MAIN(TstCatalogueColumns)
#include "tst_cataloguecolumns.moc"
