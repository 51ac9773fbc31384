// SPDX-License-Identifier: GPL-3.0-or-later
// The app's C++ side (issue 5, docs/app-api.md): RosterDocument and its models over the bundled demo data — rows and
// roles, filters, each edit as one undo step, changes signalled row by row, save and reopen, a broken file leaving
// the document untouched, rowForPath for the issue list, draws, text, sheets and autosave.
#include "app/gui/shell/appdata.h"
#include "app/gui/bw/rosterdocument.h"
#include "app/gui/shell/workspace.h"

#include "bw/boundroster.h"
#include "bw/rostertext.h"
#include "render/sheets/sheetpainter.h"
#include "bw/validation.h"
#include "smalldisk.h"

#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QRegularExpression>
#include <QSettings>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <ctime>

using namespace sztab;
using namespace sztab::gui;

namespace {

QUrl demo(const char *name)
{
    return QUrl::fromLocalFile(QStringLiteral(SZTAB_SOURCE_DATA_DIR "/rosters/%1.bwroster").arg(QLatin1String(name)));
}

QByteArray json(const RosterDocument &d)
{
    Roster r = *d.roster();
    r.madeWith.reset(); // the stamp is not an edit
    return QJsonDocument(rosterToJson(r)).toJson(QJsonDocument::Compact);
}

QVariant role(QAbstractItemModel *m, int row, const char *name)
{
    const QHash<int, QByteArray> roles = m->roleNames();
    return m->data(m->index(row, 0), roles.key(name));
}

int findRow(QAbstractItemModel *m, const char *roleName, const QVariant &value, int from = 0)
{
    for (int r = from; r < m->rowCount(); ++r)
        if (role(m, r, roleName) == value)
            return r;
    return -1;
}

} // namespace

class TstRosterDocument : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void openDemo_modelsShowTheRoster();
    void b19_12_3_corpsArtilleryDivisionNamedByItsRole();
    void catalogueModel_filters();
    void eachEdit_isOneUndoStep_data();
    void eachEdit_isOneUndoStep();
    void setStatus_signalsOneRowNoReset();
    void addAndRemoveRegiment_insertAndRemoveOneRow();
    void badEdits_setErrorMessage_noUndoStep();
    void newRoster_saveAndReopen_roundTrip();
    void brokenFile_leavesTheDocumentUntouched();
    void rowForPath_landsOnTheEntry();
    void bwn13_4_draw_seedShownAndRepeatable();
    void upgradeModel_setAndShow();
    void plainText_andSheetsPdf();
    void autosave_writtenListedAndRemovedOnSave();
    void fullDiskSave_keepsTheDocumentModifiedWithItsAutosave();
    void language_switchRetranslatesModels();
    void divisionNames_followTheRoster();
    void bwn13_4_drawLog_namesWhoNotPointers();
    void workspace_themeKept_recentInLanguage();
    void sheetsPdf_everyPageOfTheRoster_badPathSaid();
    void errorHeavyRoster_issuesLandOnTheirRows();
    void unknownUnit_opensMarkedSaidInWords_savedUnchanged();
    void bwn13_4_drawDice_facesOfTheDieWithAReason();
    void loadErrors_inTheInterfaceLanguageOnly();
    void issueList_placesInWords_noPointerNoCode();
    void otherKindOfFile_saidAsASentence();
    void recoveryList_timeLocalInTheLanguage();
    void bwn2_3_veteranTrait_builderSaysWhatTheSheetsSay();

private:
    QTemporaryDir m_dir;
};

void TstRosterDocument::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true); // autosaves, settings and user data in the test locations
    QDir(QStandardPaths::writableLocation(QStandardPaths::AppDataLocation)).removeRecursively();
    QVERIFY(AppData::instance().dataError().isEmpty());
    AppData::instance().setLanguage(QStringLiteral("en"));
}

// B19 12.3: the tree names a division with an organisation role (corps artillery) by that role, not by its arm
// (the roster format's arms are BW-N's: infantry, cavalry, mixed).
void TstRosterDocument::b19_12_3_corpsArtilleryDivisionNamedByItsRole()
{
    RosterDocument d;
    QVERIFY2(d.open(demo("demo-union-1863")), qPrintable(d.errorMessage()));
    const int art = d.rowForPath(QStringLiteral("/divisions/3"));
    QCOMPARE(d.roster()->divisions[3].id, QStringLiteral("i-art"));
    const QString lang = AppData::instance().language();
    QCOMPARE(role(d.rosterModel(), art, "organisationRole").toString(),
             lang == QLatin1String("pl") ? QStringLiteral("artyleria korpuśna") : QStringLiteral("corps artillery"));
    const int infantry = d.rowForPath(QStringLiteral("/divisions/0"));
    QCOMPARE(role(d.rosterModel(), infantry, "organisationRole").toString(), QString());
    // 12.3: the corps commander leads it when it has no commander of its own, so the tree does not ask for a draw.
    QCOMPARE(role(d.rosterModel(), art, "ledBy").toString(), QStringLiteral("corps"));
    QCOMPARE(role(d.rosterModel(), art, "ledBySection").toString(), QStringLiteral("B19 12.3"));
    QCOMPARE(role(d.rosterModel(), infantry, "ledBy").toString(), QString());
    QCOMPARE(role(d.rosterModel(), infantry, "ledBySection").toString(), QString());
    // Hunt's Artillery Reserve is the one division of its corps: he leads it (BWN 13.4), no draw is asked for.
    int reserve = -1;
    for (int i = 0; i < d.roster()->divisions.size(); ++i)
        if (d.roster()->divisions[i].name.get(QStringLiteral("en")).contains(QStringLiteral("Artillery Reserve")))
            reserve = d.rowForPath(QStringLiteral("/divisions/%1").arg(i));
    QVERIFY(reserve >= 0);
    QCOMPARE(role(d.rosterModel(), reserve, "ledBy").toString(), QStringLiteral("corps"));
    // 12.2: named by its corps' role, not by "infantry", the general's pool its file carries.
    QCOMPARE(role(d.rosterModel(), reserve, "organisationRole").toString(),
             lang == QLatin1String("pl") ? QStringLiteral("artyleria rezerwowa armii")
                                         : QStringLiteral("army reserve artillery"));
}

void TstRosterDocument::openDemo_modelsShowTheRoster()
{
    RosterDocument d;
    QVERIFY(!d.loaded());
    QVERIFY2(d.open(demo("demo-france-1813")), qPrintable(d.errorMessage()));
    QVERIFY(d.loaded());
    QVERIFY(!d.modified());
    QVERIFY(!d.canUndo());
    const Roster &r = *d.roster();
    int regiments = 0;
    for (const Division &div : r.divisions)
        regiments += int(div.regiments.size());
    const int corps = r.corps ? int(r.corps->size()) : 0;
    QCOMPARE(d.rosterModel()->rowCount(), 1 + corps + int(r.divisions.size()) + regiments);
    QCOMPARE(role(d.rosterModel(), 0, "kind").toString(), QStringLiteral("cinc"));
    const int row = d.rowForPath(QStringLiteral("/divisions/0/regiments/0"));
    QCOMPARE(role(d.rosterModel(), row, "kind").toString(), QStringLiteral("regiment"));
    QCOMPARE(role(d.rosterModel(), row, "unitId").toString(), r.divisions[0].regiments[0].unit);
    QCOMPARE(role(d.rosterModel(), row, "statusOptions").toStringList().first(), QStringLiteral("regular"));
    QCOMPARE(role(d.rosterModel(), row, "depth").toInt(), role(d.rosterModel(), row - 1, "depth").toInt() + 1);
    QCOMPARE(d.issueModel()->rowCount(), d.report().issues.size());
    QCOMPARE(d.errorCount() + d.warningCount(), int(d.report().issues.size()));
    QCOMPARE(d.upgradeModel()->rowCount(), AppData::instance().data().ruleset(r.ruleset)->upgrades.size());
    const QVariantMap t = d.totals();
    QCOMPARE(t.value(QStringLiteral("units")).toDouble(), d.report().totals.armyValue().toDouble());
    QCOMPARE(t.value(QStringLiteral("unitsLimit")).toDouble(), 32.0);
    QCOMPARE(t.value(QStringLiteral("unitsOver")).toBool(), false);
    QCOMPARE(d.displayName(), r.name.get(QStringLiteral("en")));
}

void TstRosterDocument::catalogueModel_filters()
{
    RosterDocument d;
    QVERIFY(d.open(demo("demo-france-1813")));
    CatalogueModel *m = d.catalogueModel();
    const int all = m->rowCount();
    QCOMPARE(all, AppData::instance().data().catalogue(QStringLiteral("demo-france-1813"))->units.size());
    m->setArm(QStringLiteral("cavalry"));
    QVERIFY(m->rowCount() > 0 && m->rowCount() < all);
    for (int r = 0; r < m->rowCount(); ++r)
        QCOMPARE(role(m, r, "arm").toString(), QStringLiteral("cavalry"));
    m->setArm(QString());
    m->setTrait(QStringLiteral("light-infantry"));
    for (int r = 0; r < m->rowCount(); ++r)
        QVERIFY(role(m, r, "traits").toStringList().contains(QStringLiteral("light-infantry")));
    m->setTrait(QString());
    m->setSearch(QStringLiteral("guard grenadiers"));
    QCOMPARE(m->rowCount(), 1);
    QVERIFY(role(m, 0, "name").toString().contains(QLatin1String("Grenadiers")));
    const QVariantList profiles = role(m, 0, "profiles").toList();
    QVERIFY(!profiles.isEmpty());
    for (const char *key : {"moveLine", "moveColumn", "weapon", "range", "wb", "so", "wtr", "morale", "rules"})
        QVERIFY2(profiles.first().toMap().contains(QLatin1String(key)), key);
    m->setSearch(QString());
    QCOMPARE(m->rowCount(), all);
}

void TstRosterDocument::eachEdit_isOneUndoStep_data()
{
    QTest::addColumn<int>("edit");
    const char *names[] = {"addRegiment",    "removeRegiment",    "moveRegiment",   "duplicateRegiment",
                           "setStatus",      "setAmbush",         "addDivision",    "renameDivision",
                           "removeDivision", "duplicateDivision", "setDivisionArm", "setHistorical",
                           "setUpgrade",     "setName",           "setLimits",      "draw"};
    for (int i = 0; i < int(std::size(names)); ++i)
        QTest::newRow(names[i]) << i;
}

void TstRosterDocument::eachEdit_isOneUndoStep()
{
    QFETCH(int, edit);
    RosterDocument d;
    QVERIFY(d.open(demo("demo-france-1813")));
    const QByteArray before = json(d);
    const QString unit = d.roster()->divisions[0].regiments[0].unit;
    bool ok = false;
    switch (edit) {
    case 0: ok = d.addRegiment(unit, 1); break;
    case 1: ok = d.removeRegiment(0, 0); break;
    case 2: ok = d.moveRegiment(0, 0, 1, 0); break;
    case 3: ok = d.duplicateRegiment(0, 0); break;
    case 4: ok = d.setStatus(0, 0, QStringLiteral("veteran")); break;
    case 5: ok = d.setAmbush(0, 0, true); break;
    case 6: ok = d.addDivision(QStringLiteral("mixed"), QStringLiteral("cavalry"), QStringLiteral("Nowa")); break;
    case 7: ok = d.renameDivision(0, QStringLiteral("Pierwsza")); break;
    case 8: ok = d.removeDivision(1); break;
    case 9: ok = d.duplicateDivision(0); break;
    case 10: ok = d.setDivisionArm(0, QStringLiteral("mixed"), QStringLiteral("infantry")); break;
    case 11: ok = d.setHistorical(0, QString()); break;
    case 12: ok = d.setUpgrade(QStringLiteral("redoubt"), {{QStringLiteral("count"), 2}}); break;
    case 13: ok = d.setName(QStringLiteral("Edited")); break;
    case 14: ok = d.setLimits({{QStringLiteral("units"), 50}, {QStringLiteral("upgrades"), 10}}); break;
    case 15: ok = d.draw(QStringLiteral("army"), QStringLiteral("1813")); break;
    }
    QVERIFY2(ok, qPrintable(d.errorMessage()));
    const QByteArray after = json(d);
    QVERIFY(after != before);
    QVERIFY(d.modified());
    QVERIFY(d.canUndo());
    QVERIFY(!d.undoText().isEmpty());
    d.undo();
    QCOMPARE(json(d), before);
    QVERIFY(!d.modified()); // back where the file was
    QVERIFY(!d.canUndo());
    QVERIFY(d.canRedo());
    d.redo();
    QCOMPARE(json(d), after);
    QVERIFY(d.modified());
    // the models follow: the tree has a row per entry of the roster that now stands
    int rows = 1 + (d.roster()->corps ? int(d.roster()->corps->size()) : 0);
    for (const Division &div : d.roster()->divisions)
        rows += 1 + int(div.regiments.size());
    QCOMPARE(d.rosterModel()->rowCount(), rows);
    QCOMPARE(d.issueModel()->rowCount(), d.report().issues.size());
    d.close();
}

void TstRosterDocument::setStatus_signalsOneRowNoReset()
{
    RosterDocument d;
    QVERIFY(d.open(demo("demo-france-1813")));
    QSignalSpy changed(d.rosterModel(), &QAbstractItemModel::dataChanged);
    QSignalSpy reset(d.rosterModel(), &QAbstractItemModel::modelReset);
    QSignalSpy inserted(d.rosterModel(), &QAbstractItemModel::rowsInserted);
    QSignalSpy removed(d.rosterModel(), &QAbstractItemModel::rowsRemoved);
    const int row = d.rowForPath(QStringLiteral("/divisions/0/regiments/1"));
    const QString next = role(d.rosterModel(), row, "status").toString() == QLatin1String("regular")
        ? QStringLiteral("veteran")
        : QStringLiteral("regular");
    QVERIFY(d.setStatus(0, 1, next));
    QCOMPARE(reset.size(), 0);
    QCOMPARE(inserted.size(), 0);
    QCOMPARE(removed.size(), 0);
    bool regimentRow = false;
    for (const QList<QVariant> &args : changed) {
        const QModelIndex from = args[0].value<QModelIndex>(), to = args[1].value<QModelIndex>();
        QVERIFY(to.row() - from.row() < 3); // small runs, not the whole tree
        regimentRow |= from.row() <= row && row <= to.row();
    }
    QVERIFY(regimentRow);
    QVERIFY(changed.size() <= 3); // the regiment, its division's total, at most one issue row
    QCOMPARE(role(d.rosterModel(), row, "status").toString(), next);
}

void TstRosterDocument::addAndRemoveRegiment_insertAndRemoveOneRow()
{
    RosterDocument d;
    QVERIFY(d.open(demo("demo-france-1813")));
    QSignalSpy reset(d.rosterModel(), &QAbstractItemModel::modelReset);
    QSignalSpy inserted(d.rosterModel(), &QAbstractItemModel::rowsInserted);
    QSignalSpy removed(d.rosterModel(), &QAbstractItemModel::rowsRemoved);
    const int rows = d.rosterModel()->rowCount();
    const QString unit = d.roster()->divisions[1].regiments[0].unit;
    QVERIFY(d.addRegiment(unit, 1));
    QCOMPARE(d.rosterModel()->rowCount(), rows + 1);
    QCOMPARE(inserted.size(), 1);
    QCOMPARE(inserted[0][1].toInt(), inserted[0][2].toInt()); // one row
    const int newRow =
        d.rowForPath(QStringLiteral("/divisions/1/regiments/%1").arg(d.roster()->divisions[1].regiments.size() - 1));
    QCOMPARE(inserted[0][1].toInt(), newRow);
    QCOMPARE(role(d.rosterModel(), newRow, "unitId").toString(), unit);
    QVERIFY(d.removeRegiment(1, 0));
    QCOMPARE(d.rosterModel()->rowCount(), rows);
    QCOMPARE(reset.size(), 0);
    QVERIFY(removed.size() >= 1);
    // the catalogue's "in roster" counts follow
    const int c = findRow(d.catalogueModel(), "unitId", unit);
    QCOMPARE(role(d.catalogueModel(), c, "inRoster").toInt(), 1);
}

void TstRosterDocument::badEdits_setErrorMessage_noUndoStep()
{
    RosterDocument d;
    QVERIFY(!d.setName(QStringLiteral("x"))); // nothing open
    QVERIFY(!d.errorMessage().isEmpty());
    QVERIFY(d.open(demo("demo-france-1813")));
    QVERIFY(d.errorMessage().isEmpty());
    const QByteArray before = json(d);
    QVERIFY(!d.setStatus(0, 0, QStringLiteral("bogus")));
    QVERIFY(d.errorMessage().contains(QLatin1String("bogus")));
    QVERIFY(!d.removeRegiment(99, 0));
    QVERIFY(d.errorMessage().contains(QLatin1String("no division 100")));
    QVERIFY(!d.addRegiment(QStringLiteral("no-such-unit"), 0)); // refused by binding: the roster stays usable
    QVERIFY(d.errorMessage().contains(QLatin1String("no-such-unit")));
    QVERIFY(!d.canUndo());
    QVERIFY(!d.modified());
    QCOMPARE(json(d), before);
}

void TstRosterDocument::newRoster_saveAndReopen_roundTrip()
{
    RosterDocument d;
    QVERIFY2(d.newRoster({{QStringLiteral("ruleset"), QStringLiteral("bwn-4.0")},
                          {QStringLiteral("nation"), QStringLiteral("france")},
                          {QStringLiteral("catalogues"), QStringList{QStringLiteral("demo-france-1813")}},
                          {QStringLiteral("name"), QStringLiteral("Turniej")},
                          {QStringLiteral("preset"), QStringLiteral("32+8")}}),
             qPrintable(d.errorMessage()));
    QCOMPARE(d.displayName(), QStringLiteral("Turniej"));
    QVERIFY(d.fileUrl().isEmpty());
    QVERIFY(d.addDivision(QStringLiteral("infantry"), QString(), QStringLiteral("Pierwsza")));
    const QString unit =
        d.catalogueModel()->data(d.catalogueModel()->index(0, 0), CatalogueModel::UnitIdRole).toString();
    QVERIFY(d.addRegiment(unit, 0));
    QVERIFY(d.setStatus(0, 0, QStringLiteral("veteran")));
    QVERIFY(!d.save()); // no file yet: Save as
    QVERIFY(!d.errorMessage().isEmpty());
    const QString path = m_dir.filePath(QStringLiteral("turniej"));
    QVERIFY2(d.saveAs(QUrl::fromLocalFile(path)), qPrintable(d.errorMessage()));
    QCOMPARE(d.fileUrl(), QUrl::fromLocalFile(path + QStringLiteral(".bwroster"))); // the extension added
    QVERIFY(!d.modified());
    QVERIFY(d.roster()->madeWith); // stamped like `bwn` does
    QVERIFY(AppData::instance().recentFiles().first().toMap().value(QStringLiteral("url")).toUrl() == d.fileUrl());

    RosterDocument again;
    QVERIFY2(again.open(d.fileUrl()), qPrintable(again.errorMessage()));
    QCOMPARE(rosterToJson(*again.roster()), rosterToJson(*d.roster()));
    QCOMPARE(again.totals(), d.totals());
    QCOMPARE(again.issueModel()->rowCount(), d.issueModel()->rowCount());
}

void TstRosterDocument::brokenFile_leavesTheDocumentUntouched()
{
    RosterDocument d;
    QVERIFY(d.open(demo("demo-russia-1813")));
    QVERIFY(d.setName(QStringLiteral("unsaved work")));
    const QByteArray before = json(d);
    const QUrl url = d.fileUrl();
    const int rows = d.rosterModel()->rowCount();

    const QString broken = m_dir.filePath(QStringLiteral("broken.bwroster"));
    QFile f(broken);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write("{\n  \"format\": \"bw-roster\",\n  \"version\": 1,\n  \"name\": \n}\n");
    f.close();
    QVERIFY(!d.open(QUrl::fromLocalFile(broken)));
    // The file by its name, the place by line and column in words.
    QVERIFY2(d.errorMessage().startsWith(QStringLiteral("broken.bwroster, line 5, column 2: ")),
             qPrintable(d.errorMessage()));
    QVERIFY(!d.errorMessage().contains(QLatin1Char('\n')));

    QVERIFY(!d.open(QUrl::fromLocalFile(m_dir.filePath(QStringLiteral("missing.bwroster")))));

    QCOMPARE(json(d), before);
    QCOMPARE(d.fileUrl(), url);
    QVERIFY(d.modified());
    QVERIFY(d.canUndo());
    QCOMPARE(d.rosterModel()->rowCount(), rows);
}

void TstRosterDocument::rowForPath_landsOnTheEntry()
{
    RosterDocument d;
    QVERIFY(d.open(demo("demo-france-1813")));
    QAbstractItemModel *m = d.rosterModel();
    QCOMPARE(d.rowForPath(QStringLiteral("/commanderInChief/general")), 0);
    const int regiment = d.rowForPath(QStringLiteral("/divisions/1/regiments/0/status"));
    QCOMPARE(role(m, regiment, "divisionIndex").toInt(), 1);
    QCOMPARE(role(m, regiment, "regimentIndex").toInt(), 0);
    const int division = d.rowForPath(QStringLiteral("/divisions/2/pool"));
    QCOMPARE(role(m, division, "kind").toString(), QStringLiteral("division"));
    QCOMPARE(role(m, division, "divisionIndex").toInt(), 2);
    QCOMPARE(d.rowForPath(QStringLiteral("/upgrades/0")), -1);
    QCOMPARE(d.rowForPath(QStringLiteral("/divisions/99")), -1);
    QCOMPARE(d.rowForPath(QStringLiteral("nonsense")), -1);
    // every issue of an entry points at a row whose path starts its pointer, and that row carries the marker
    QVERIFY(d.addRegiment(d.roster()->divisions[0].regiments[0].unit, 0)); // a unit of max 1 twice: an error
    QVERIFY(d.errorCount() > 0);
    int landed = 0;
    for (int i = 0; i < d.issueModel()->rowCount(); ++i) {
        const int row = role(d.issueModel(), i, "row").toInt();
        if (row < 0)
            continue;
        ++landed;
        const QString path = role(d.issueModel(), i, "path").toString();
        QVERIFY2(path.startsWith(role(m, row, "path").toString()), qPrintable(path));
        QVERIFY(!role(m, row, "severity").toString().isEmpty());
        QVERIFY(role(m, row, "issueText").toString().contains(role(d.issueModel(), i, "section").toString()));
    }
    QVERIFY(landed > 0);
}

void TstRosterDocument::bwn13_4_draw_seedShownAndRepeatable()
{
    // BWN 13.4
    RosterDocument a, b;
    QVERIFY(a.open(demo("demo-russia-1813")));
    QVERIFY(b.open(demo("demo-russia-1813")));
    bool isNumber = false;
    a.newSeed().toULongLong(&isNumber);
    QVERIFY(isNumber);
    QVERIFY(!a.draw(QStringLiteral("army"), QStringLiteral("not a seed")));
    QVERIFY2(a.draw(QStringLiteral("army"), QStringLiteral("1813")), qPrintable(a.errorMessage()));
    QVERIFY(b.draw(QStringLiteral("army"), QStringLiteral("1813")));
    QCOMPARE(json(a), json(b));
    QVERIFY(a.roster()->commanderInChief.general);
    for (const Division &div : a.roster()->divisions)
        QVERIFY(div.general || true); // led by a corps commander is allowed to stay empty
    QVERIFY(!a.drawLog().isEmpty());
    QVERIFY(a.drawLog().join(QLatin1Char('\n')).contains(QLatin1String("seed 1813")));
    QCOMPARE(a.warningCount() < b.warningCount() + 1, true);
    QVERIFY(!a.draw(QStringLiteral("army"), QStringLiteral("1"))); // nothing left to draw: said, not silently done
    QVERIFY(!a.errorMessage().isEmpty());

    RosterDocument c;
    QVERIFY(c.open(demo("demo-russia-1813")));
    QVERIFY2(c.drawWithDice(1, QStringLiteral("1, 2, 3, 4, 5, 6, 1, 2")), qPrintable(c.errorMessage()));
    QVERIFY(c.roster()->divisions[1].general);
    QVERIFY(!c.roster()->commanderInChief.general); // one division only
    QVERIFY(c.drawLog().join(QLatin1Char('\n')).contains(QLatin1String("players' dice")));
    QVERIFY(!c.drawWithDice(2, QStringLiteral("")));
    QVERIFY(!c.errorMessage().isEmpty());
}

void TstRosterDocument::upgradeModel_setAndShow()
{
    RosterDocument d;
    QVERIFY(d.open(demo("demo-france-1813")));
    UpgradeModel *m = d.upgradeModel();
    const int providence = m->rowOf(QStringLiteral("providence"));
    QCOMPARE(role(m, providence, "kind").toString(), QStringLiteral("toggle"));
    const bool had = role(m, providence, "value").toBool();
    QVERIFY(d.setUpgrade(QStringLiteral("providence"), {{QStringLiteral("count"), had ? 0 : 1}}));
    QCOMPARE(role(m, providence, "value").toBool(), !had);
    const int terrain = m->rowOf(QStringLiteral("extra-terrain"));
    QCOMPARE(role(m, terrain, "kind").toString(), QStringLiteral("choice"));
    const QVariantList choices = role(m, terrain, "choices").toList();
    QVERIFY(!choices.isEmpty());
    const QString woods = choices.first().toMap().value(QStringLiteral("id")).toString();
    QVERIFY(d.setUpgrade(QStringLiteral("extra-terrain"),
                         {{QStringLiteral("count"), 2}, {QStringLiteral("choice"), woods}}));
    QCOMPARE(role(m, terrain, "value").toMap().value(woods).toInt(), 2);
    QVERIFY(role(m, terrain, "price").toDouble() > 0);
    QCOMPARE(role(m, terrain, "severity").toString(), QStringLiteral("error")); // BWN 13.2: one extra terrain
    QVERIFY(role(m, terrain, "issueText").toString().contains(QLatin1String("BWN 13.2")));
    QVERIFY(!role(m, terrain, "costText").toString().isEmpty());
    QCOMPARE(role(m, m->rowOf(QStringLiteral("veteran")), "kind").toString(), QStringLiteral("regiment"));
}

void TstRosterDocument::plainText_andSheetsPdf()
{
    RosterDocument d;
    QVERIFY(d.open(demo("demo-france-1813")));
    const QString text = d.copyAsText();
    QVERIFY(text.startsWith(d.roster()->name.get(QStringLiteral("en"))));
    QVERIFY(d.plainTextIn(QStringLiteral("pl")).contains(QStringLiteral("Naczelny wódz")));
    const QString pdf = m_dir.filePath(QStringLiteral("sheets.pdf"));
    QVERIFY2(d.saveSheetsPdf(QUrl::fromLocalFile(pdf), QStringLiteral("pl")), qPrintable(d.errorMessage()));
    QFile f(pdf);
    QVERIFY(f.open(QIODevice::ReadOnly));
    QVERIFY(f.read(5) == "%PDF-");
    QVERIFY(f.size() > 10000);
}

void TstRosterDocument::autosave_writtenListedAndRemovedOnSave()
{
    RosterDocument d;
    d.setAutosaveDelay(20);
    QVERIFY(d.open(demo("demo-france-1813")));
    QSignalSpy autosaved(&d, &RosterDocument::autosaved);
    QVERIFY(d.setName(QStringLiteral("autosaved name")));
    QVERIFY(autosaved.wait(5000));
    QVERIFY(QFile::exists(d.autosavePath()));
    Workspace w(nullptr);
    const auto listed = [&w](const QString &path) {
        const QVariantList list = w.recoverableAutosaves();
        const auto it = std::find_if(list.cbegin(), list.cend(), [&](const QVariant &v) {
            return v.toMap().value(QStringLiteral("autosaveUrl")).toUrl() == QUrl::fromLocalFile(path);
        });
        return it == list.cend() ? QVariantMap() : it->toMap();
    };
    // The open document's autosave is the work on screen, not work left by an earlier run: not offered back.
    QVERIFY(listed(d.autosavePath()).isEmpty());
    // The same file left by a run that crashed is offered back, named, with the file it belongs to.
    const QString left = QFileInfo(d.autosavePath()).absolutePath() + QStringLiteral("/left-by-a-crash.bwautosave");
    QVERIFY(QFile::copy(d.autosavePath(), left));
    w.refreshAutosaves();
    const QVariantMap entry = listed(left);
    QVERIFY(!entry.isEmpty());
    QCOMPARE(entry.value(QStringLiteral("name")).toString(), QStringLiteral("autosaved name"));
    QCOMPARE(entry.value(QStringLiteral("originalUrl")).toUrl(), demo("demo-france-1813"));
    w.discardAutosave(QUrl::fromLocalFile(left));
    QVERIFY(!QFile::exists(left));
    const QString copy = m_dir.filePath(QStringLiteral("saved.bwroster"));
    QVERIFY(d.saveAs(QUrl::fromLocalFile(copy)));
    QVERIFY(!QFile::exists(d.autosavePath())); // a save removes it
}

// A save onto a full disk: the banner says so and names the file, the file keeps its bytes, and the document stays
// modified with its autosave (nothing of the player's work is lost).
void TstRosterDocument::fullDiskSave_keepsTheDocumentModifiedWithItsAutosave()
{
    sztab::testing::SmallDisk disk;
    QString skip;
    if (!disk.mount(64 * 1024, &skip))
        QSKIP(qPrintable(skip));
    const QString path = disk.filePath(QStringLiteral("army.bwroster"));
    QVERIFY(QFile::copy(demo("demo-france-1813").toLocalFile(), path));
    QFile f(path);
    QVERIFY(f.open(QIODevice::ReadOnly));
    const QByteArray before = f.readAll();
    f.close();
    RosterDocument d;
    d.setAutosaveDelay(20);
    QVERIFY(d.open(QUrl::fromLocalFile(path)));
    QSignalSpy autosaved(&d, &RosterDocument::autosaved);
    QVERIFY(d.setName(QStringLiteral("a name never saved")));
    QVERIFY(autosaved.wait(5000));
    QVERIFY(disk.fill());

    QVERIFY(!d.save());
    QVERIFY(d.modified());
    QVERIFY2(d.errorMessage().startsWith(QStringLiteral("The disk is full: %1").arg(path)),
             qPrintable(d.errorMessage()));
    QVERIFY(QFile::exists(d.autosavePath()));
    QCOMPARE(d.fileUrl(), QUrl::fromLocalFile(path));
    QVERIFY(f.open(QIODevice::ReadOnly));
    QCOMPARE(f.readAll(), before);
    f.close();
    const QStringList left{QStringLiteral("army.bwroster"), QStringLiteral("filler")};
    QCOMPARE(disk.entries(), left);
    // In Polish when the interface is.
    AppData::instance().setLanguage(QStringLiteral("pl"));
    const bool saved = d.save();
    const QString polish = d.errorMessage();
    AppData::instance().setLanguage(QStringLiteral("en"));
    QVERIFY(!saved);
    QVERIFY2(polish.startsWith(QStringLiteral("Na dysku zabrakło miejsca")), qPrintable(polish));
    QVERIFY(d.modified());
    QFile::remove(d.autosavePath()); // the other tests count the autosaves they make
}

void TstRosterDocument::language_switchRetranslatesModels()
{
    RosterDocument d;
    QVERIFY(d.open(demo("demo-france-1813")));
    const QString unit = d.roster()->divisions[0].regiments[0].unit;
    const int row = d.rowForPath(QStringLiteral("/divisions/0/regiments/0"));
    const Unit *u = AppData::instance().data().catalogue(QStringLiteral("demo-france-1813"))->unit(unit);
    QCOMPARE(role(d.rosterModel(), row, "name").toString(), u->name.get(QStringLiteral("en")));
    QSignalSpy changed(d.rosterModel(), &QAbstractItemModel::dataChanged);
    Workspace w(nullptr);
    w.setLanguage(QStringLiteral("pl"));
    QVERIFY(!changed.isEmpty());
    QCOMPARE(role(d.rosterModel(), row, "name").toString(), u->name.get(QStringLiteral("pl")));
    QCOMPARE(role(d.rosterModel(), 0, "name").toString(), QStringLiteral("Naczelny wódz"));
    QVERIFY(d.nationName().size() > 0);
    w.setLanguage(QStringLiteral("en"));
    QCOMPARE(role(d.rosterModel(), row, "name").toString(), u->name.get(QStringLiteral("en")));
}

void TstRosterDocument::divisionNames_followTheRoster()
{
    RosterDocument d;
    QVERIFY(d.open(demo("demo-russia-1813")));
    RosterTreeModel *m = d.rosterModel();
    const QStringList names = m->divisionNames();
    QCOMPARE(names.size(), d.roster()->divisions.size());
    for (int i = 0; i < names.size(); ++i) // the same words as the division's row
        QCOMPARE(names[i], role(m, d.rowForPath(QStringLiteral("/divisions/%1").arg(i)), "name").toString());
    QSignalSpy changed(m, &RosterTreeModel::divisionNamesChanged);
    QVERIFY(d.setName(QStringLiteral("another name"))); // an edit that renames no division: no signal
    QCOMPARE(changed.size(), 0);
    QVERIFY(d.renameDivision(1, QStringLiteral("Dywizja Pałki")));
    QCOMPARE(changed.size(), 1);
    QCOMPARE(m->divisionNames().value(1), QStringLiteral("Dywizja Pałki"));
    QVERIFY(d.addDivision(QStringLiteral("infantry"), QString(), QStringLiteral("New")));
    QCOMPARE(m->divisionNames().size(), names.size() + 1);
    d.undo();
    d.undo();
    QCOMPARE(m->divisionNames(), names);
}

void TstRosterDocument::bwn13_4_drawLog_namesWhoNotPointers()
{
    // BWN 13.4: the log says whom each general was drawn for, by the names the tree shows, not "/divisions/1/general"
    RosterDocument d;
    QVERIFY(d.open(demo("demo-russia-1813")));
    QVERIFY2(d.draw(QStringLiteral("army"), QStringLiteral("1813")), qPrintable(d.errorMessage()));
    const QStringList log = d.drawLog();
    QVERIFY(!log.isEmpty());
    for (const QString &line : log)
        QVERIFY2(!line.startsWith(QLatin1Char('/')), qPrintable(line));
    QVERIFY2(log.first().startsWith(QLatin1String("Commander-in-chief: ")), qPrintable(log.first()));
    const QStringList names = d.rosterModel()->divisionNames();
    const QString all = log.join(QLatin1Char('\n'));
    for (int i = 0; i < names.size(); ++i)
        if (d.roster()->divisions[i].general && !d.roster()->divisions[i].historical)
            QVERIFY2(all.contains(names[i] + QLatin1String(": ")), qPrintable(names[i] + QLatin1String(" in ") + all));
    Workspace w(nullptr);
    w.setLanguage(QStringLiteral("pl"));
    const QString pl = d.drawLog().join(QLatin1Char('\n'));
    w.setLanguage(QStringLiteral("en"));
    QVERIFY2(pl.startsWith(QStringLiteral("Naczelny wódz: ")), qPrintable(pl));
}

void TstRosterDocument::workspace_themeKept_recentInLanguage()
{
    Workspace w(nullptr);
    QSignalSpy themeChanged(&w, &Workspace::themeChanged);
    w.setTheme(QStringLiteral("dark"));
    QCOMPARE(themeChanged.size(), 1);
    QCOMPARE(QSettings().value(QStringLiteral("theme")).toString(), QStringLiteral("dark"));
    QCOMPARE(Workspace(nullptr).theme(), QStringLiteral("dark")); // as the next start reads it
    w.setTheme(QStringLiteral("purple"));                         // not a theme: ignored
    QCOMPARE(w.theme(), QStringLiteral("dark"));
    w.setTheme(QStringLiteral("system"));
    QCOMPARE(w.theme(), QStringLiteral("system"));

    // The recent list names the roster and its nation in the language shown now, not the one it was opened in.
    RosterDocument d;
    QVERIFY(d.open(demo("demo-france-1813")));
    QSignalSpy recent(&w, &Workspace::recentFilesChanged);
    w.setLanguage(QStringLiteral("pl"));
    QVERIFY(!recent.isEmpty());
    const QVariantMap pl = w.recentFiles().value(0).toMap();
    w.setLanguage(QStringLiteral("en"));
    const QVariantMap en = w.recentFiles().value(0).toMap();
    QCOMPARE(pl.value(QStringLiteral("url")).toUrl(), demo("demo-france-1813"));
    const QList<const Catalogue *> catalogues{AppData::instance().data().catalogue(QStringLiteral("demo-france-1813"))};
    QCOMPARE(pl.value(QStringLiteral("nation")).toString(),
             nationName(catalogues, QStringLiteral("france"), QStringLiteral("pl")));
    QCOMPARE(en.value(QStringLiteral("nation")).toString(),
             nationName(catalogues, QStringLiteral("france"), QStringLiteral("en")));
    QVERIFY(pl.value(QStringLiteral("nation")) != en.value(QStringLiteral("nation")));
    QCOMPARE(pl.value(QStringLiteral("name")).toString(), d.roster()->name.get(QStringLiteral("pl")));
    QCOMPARE(en.value(QStringLiteral("name")).toString(), d.roster()->name.get(QStringLiteral("en")));
}

void TstRosterDocument::sheetsPdf_everyPageOfTheRoster_badPathSaid()
{
    // The sheets of the open roster as a PDF: a whole file with as many pages as the sheets' own layout makes
    RosterDocument d;
    QVERIFY(d.open(demo("demo-france-1813")));
    const QString pdf = m_dir.filePath(QStringLiteral("sheets-count.pdf"));
    QVERIFY2(d.saveSheetsPdf(QUrl::fromLocalFile(pdf), QStringLiteral("pl")), qPrintable(d.errorMessage()));
    QFile f(pdf);
    QVERIFY(f.open(QIODevice::ReadOnly));
    const QByteArray bytes = f.readAll();
    QVERIFY(bytes.startsWith("%PDF-"));
    QVERIFY(bytes.trimmed().endsWith("%%EOF"));
    const qsizetype pages = QString::fromLatin1(bytes).count(QRegularExpression(QStringLiteral("/Type\\s*/Page\\b")));
    // The same roster bound and validated apart from the document, laid out by the sheets' painter itself.
    LoadError le;
    const auto bound = bindRoster(*d.roster(), AppData::instance().data(), QString(), &le);
    QVERIFY(bound);
    sheets::LayoutReport layout;
    QString message;
    QVERIFY(sheets::writeSheetsPdf(sheets::buildSheetModel(*bound, validateRoster(*bound), QStringLiteral("pl")),
                                   m_dir.filePath(QStringLiteral("direct.pdf")), &layout, &message));
    QVERIFY2(pages > 1, qPrintable(QString::number(pages)));
    QCOMPARE(pages, qsizetype(layout.pages));

    // A place that cannot be written: a one-line message naming the file, false, the roster untouched.
    const QByteArray before = json(d);
    const QString bad = m_dir.filePath(QStringLiteral("no-such-folder/sheets.pdf"));
    QVERIFY(!d.saveSheetsPdf(QUrl::fromLocalFile(bad), QStringLiteral("en")));
    QVERIFY2(d.errorMessage().contains(bad), qPrintable(d.errorMessage()));
    QVERIFY(!d.errorMessage().contains(QLatin1Char('\n')));
    QVERIFY(!QFile::exists(bad));
    QVERIFY(!d.saveSheetsPdf(QUrl(QStringLiteral("https://example.com/sheets.pdf")), QStringLiteral("en")));
    QVERIFY(!d.errorMessage().isEmpty());
    QCOMPARE(json(d), before);
    QVERIFY(!d.modified());
}

void TstRosterDocument::errorHeavyRoster_issuesLandOnTheirRows()
{
    // Many issues on many rows (the case bench_app times): each row's marker and tooltip carry exactly its issues,
    // in the report's order, and the issue list knows every issue's row.
    RosterDocument d;
    QVERIFY(d.open(demo("demo-france-1813")));
    const QString unit = d.roster()->divisions[0].regiments[0].unit;
    for (int i = 0; i < 6; ++i)
        QVERIFY(d.addRegiment(unit, i % 2));
    QVERIFY(d.errorCount() >= 6);
    RosterTreeModel *m = d.rosterModel();
    QHash<int, QStringList> expected;
    for (int i = 0; i < d.issueModel()->rowCount(); ++i) {
        const QString path = role(d.issueModel(), i, "path").toString();
        const int row = role(d.issueModel(), i, "row").toInt();
        QCOMPARE(row, d.rowForPath(path));
        if (row >= 0)
            expected[row] << QStringLiteral("%1 (%2)").arg(role(d.issueModel(), i, "message").toString(),
                                                           role(d.issueModel(), i, "section").toString());
    }
    for (int row = 0; row < m->rowCount(); ++row) {
        QCOMPARE(role(m, row, "issueText").toString(), expected.value(row).join(QLatin1Char('\n')));
        QCOMPARE(role(m, row, "severity").toString().isEmpty(), !expected.contains(row));
    }
    // Undoing one of them changes the list (a reset), and an edit that changes no issue leaves it alone.
    QSignalSpy reset(d.issueModel(), &QAbstractItemModel::modelReset);
    const int before = d.issueModel()->rowCount();
    d.undo();
    QCOMPARE(reset.size(), 1);
    QVERIFY(d.issueModel()->rowCount() < before);
    QVERIFY(d.setName(QStringLiteral("renamed")));
    QCOMPARE(reset.size(), 1);
}

// Issue 15 item 16: a roster naming a unit the catalogues do not have opens; the banner says so in words (no JSON
// pointer), the regiment's row is marked as an error, and a save writes the regiment back exactly as it was read.
void TstRosterDocument::unknownUnit_opensMarkedSaidInWords_savedUnchanged()
{
    const QString file = QStringLiteral(SZTAB_TEST_DATA_DIR "/rosters/unknown-unit.bwroster");
    RosterDocument d;
    QVERIFY2(d.open(QUrl::fromLocalFile(file)), qPrintable(d.errorMessage()));
    QVERIFY(d.loaded());
    QVERIFY(!d.valid());
    const QString said = d.errorMessage();
    QVERIFY2(said.contains(QStringLiteral("demo-fr-pl-sapper-guard"))
                 && said.contains(QStringLiteral("no loaded catalogue")),
             qPrintable(said));
    QVERIFY2(!said.contains(QStringLiteral("/divisions")), qPrintable(said));
    const int row = d.rosterModel()->rowForPath(QStringLiteral("/divisions/1/regiments/1"));
    QVERIFY(row >= 0);
    QCOMPARE(role(d.rosterModel(), row, "severity").toString(), QStringLiteral("error"));
    QVERIFY(role(d.rosterModel(), row, "name").toString().contains(QStringLiteral("demo-fr-pl-sapper-guard")));

    QTemporaryDir dir;
    const QString out = dir.filePath(QStringLiteral("kept.bwroster"));
    QVERIFY2(d.saveAs(QUrl::fromLocalFile(out)), qPrintable(d.errorMessage()));
    QFile in(file), saved(out);
    QVERIFY(in.open(QIODevice::ReadOnly) && saved.open(QIODevice::ReadOnly));
    const QJsonObject before = QJsonDocument::fromJson(in.readAll()).object(),
                      after = QJsonDocument::fromJson(saved.readAll()).object();
    QCOMPARE(after.value(QStringLiteral("divisions")), before.value(QStringLiteral("divisions")));

    // In Polish, the core's words are the Polish ones (the app's own sentence is translated by the .qm the window
    // loads: tst_issue15.qml checks the whole banner).
    Workspace w(nullptr);
    w.setLanguage(QStringLiteral("pl"));
    RosterDocument p;
    QVERIFY(p.open(QUrl::fromLocalFile(file)));
    w.setLanguage(QStringLiteral("en"));
    QVERIFY2(p.errorMessage().contains(QStringLiteral("nie ma w katalogach"))
                 && !p.errorMessage().contains(QStringLiteral("in none of the catalogues")),
             qPrintable(p.errorMessage()));
}

// BWN 13.4: a commander is drawn among the N generals eligible, one roll of a dN (the rulebook names no die; the
// program rolls one face per candidate). Typed results are checked against the die of their place before the draw,
// and refused with the reason in words.
void TstRosterDocument::bwn13_4_drawDice_facesOfTheDieWithAReason()
{
    RosterDocument d;
    QVERIFY(d.open(demo("demo-russia-1813")));
    const QString dice = d.drawDice(QStringLiteral("army"));
    const QRegularExpression first(QStringLiteral("^Dice, in order: Commander-in-chief: d(\\d+);"));
    const QRegularExpressionMatch m = first.match(dice);
    QVERIFY2(m.hasMatch(), qPrintable(dice));
    const int sides = m.captured(1).toInt();
    QVERIFY(sides >= 2);
    const QString tooBig = d.checkDice(QStringLiteral("army"), QString::number(sides + 1));
    QVERIFY2(
        tooBig.startsWith(QStringLiteral("%1 is not on the die: result 1 is for Commander-in-chief, rolled on a d%2")
                              .arg(sides + 1)
                              .arg(sides)),
        qPrintable(tooBig));
    const QString more = d.checkDice(QStringLiteral("army"), QString::number(sides));
    QVERIFY2(more.startsWith(QStringLiteral("More results needed: the next one is for ")), qPrintable(more));
    QVERIFY2(d.checkDice(QStringLiteral("army"), QStringLiteral("1, x"))
                 .contains(QStringLiteral("\"x\" is not a whole number")),
             "");
    // Results added one at a time as the reason asks ("the next one is for …, on a dN"), cycling through the faces so
    // that a general already in the army is soon passed: then no reason is left, and the draw takes them.
    QStringList typed;
    const QRegularExpression next(QStringLiteral("on a d(\\d+)"));
    for (int c = 0; c < 200; ++c) {
        const QString reason = d.checkDice(QStringLiteral("army"), typed.join(QStringLiteral(", ")));
        if (!typed.isEmpty() && reason.isEmpty())
            break;
        const QRegularExpressionMatch needed = next.match(reason);
        QVERIFY2(needed.hasMatch(), qPrintable(reason));
        typed << QString::number(c % needed.captured(1).toInt() + 1);
    }
    const QString enough = typed.join(QStringLiteral(", "));
    QCOMPARE(d.checkDice(QStringLiteral("army"), enough), QString());
    QVERIFY2(d.drawWithDice(QStringLiteral("army"), enough), qPrintable(d.errorMessage()));
    QVERIFY(d.drawLog().join(QLatin1Char('\n')).contains(QStringLiteral("players' dice")));
}

// Issue 15 item 15: a file that is not JSON is said wholly in the interface's language ("niepoprawny JSON:
// niepoprawna wartość", never "not valid JSON: niepoprawna wartość").
void TstRosterDocument::loadErrors_inTheInterfaceLanguageOnly()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("broken.bwroster"));
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write("{\"format\": nope}");
    f.close();
    RosterDocument d;
    QVERIFY(!d.open(QUrl::fromLocalFile(path)));
    QVERIFY2(d.errorMessage().endsWith(QStringLiteral(": not valid JSON: illegal value")),
             qPrintable(d.errorMessage()));
    Workspace w(nullptr);
    w.setLanguage(QStringLiteral("pl"));
    QVERIFY(!d.open(QUrl::fromLocalFile(path)));
    const QString pl = d.errorMessage();
    w.setLanguage(QStringLiteral("en"));
    QVERIFY2(pl.endsWith(QStringLiteral(": niepoprawny JSON: niepoprawna wartość")), qPrintable(pl));
}

namespace {
// A JSON pointer or an error code: never on screen.
bool hasInternals(const QString &text)
{
    static const QRegularExpression pointer(QStringLiteral("(^|[\\s(:])/[A-Za-z]"));
    static const QRegularExpression code(QStringLiteral("\\b[A-Z]{2,}_[A-Z_]+\\b"));
    return text.contains(pointer) || text.contains(code);
}
} // namespace

void TstRosterDocument::issueList_placesInWords_noPointerNoCode()
{
    RosterDocument d;
    QVERIFY(d.open(demo("demo-france-1813")));
    const QString unit = d.roster()->divisions[0].regiments[0].unit;
    for (int i = 0; i < 4; ++i)
        QVERIFY(d.addRegiment(unit, 0));
    QVERIFY(d.errorCount() > 0);
    Workspace w(nullptr);
    for (const QString &lang : {QStringLiteral("pl"), QStringLiteral("en")}) {
        w.setLanguage(lang);
        IssueModel *m = d.issueModel();
        const QString division = d.roster()->divisions[0].name.get(lang);
        bool namedDivision = false;
        for (int i = 0; i < m->rowCount(); ++i) {
            const QString shown = m->data(m->index(i, 0), Qt::DisplayRole).toString();
            const QString place = role(m, i, "place").toString();
            QVERIFY2(!hasInternals(shown) && !hasInternals(place), qPrintable(shown + QStringLiteral(" | ") + place));
            QVERIFY2(!shown.contains(role(m, i, "path").toString()) || role(m, i, "path").toString().isEmpty(),
                     qPrintable(shown));
            QVERIFY(shown.startsWith(role(m, i, "message").toString()));
            if (role(m, i, "path").toString().startsWith(QLatin1String("/divisions/0/"))) {
                QVERIFY2(place.startsWith(division), qPrintable(place));
                namedDivision = true;
            }
        }
        QVERIFY(namedDivision);
    }
    w.setLanguage(QStringLiteral("en"));
}

void TstRosterDocument::otherKindOfFile_saidAsASentence()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("battle.macgame"));
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write("{\"format\": \"mac-game\", \"version\": 1, \"log\": []}");
    f.close();
    Workspace w(nullptr);
    w.setLanguage(QStringLiteral("en"));
    RosterDocument d;
    QVERIFY(!d.open(QUrl::fromLocalFile(path)));
    QCOMPARE(d.errorMessage(), QStringLiteral("battle.macgame: this file is a Maciejowice game, not a roster."));
    w.setLanguage(QStringLiteral("pl"));
    QVERIFY(!d.open(QUrl::fromLocalFile(path)));
    const QString pl = d.errorMessage();
    w.setLanguage(QStringLiteral("en"));
    QCOMPARE(pl, QStringLiteral("battle.macgame: ten plik to gra Maciejowice, a nie rozpiska."));
    QVERIFY(!d.loaded());
}

void TstRosterDocument::recoveryList_timeLocalInTheLanguage()
{
    // A crash's autosave, written in UTC; a person in Warsaw reads it in their own time, in their language.
    qputenv("TZ", "Europe/Warsaw");
    tzset();
    const QString file = AppData::autosaveDir() + QStringLiteral("/left-by-a-crash.bwautosave");
    QFile f(file);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(QJsonDocument(QJsonObject{{QStringLiteral("format"), QStringLiteral("sztab-autosave")},
                                      {QStringLiteral("kind"), QStringLiteral("roster")},
                                      {QStringLiteral("name"), QStringLiteral("Grande Armée")},
                                      {QStringLiteral("savedAt"), QStringLiteral("2026-11-27T15:40:00Z")}})
                .toJson());
    f.close();
    Workspace w(nullptr);
    const auto entry = [&w] {
        for (const QVariant &v : w.recoverableAutosaves())
            if (v.toMap().value(QStringLiteral("name")) == QStringLiteral("Grande Armée"))
                return v.toMap();
        return QVariantMap();
    };
    w.setLanguage(QStringLiteral("pl"));
    w.refreshAutosaves();
    QCOMPARE(entry().value(QStringLiteral("savedAt")).toString(), QStringLiteral("2026-11-27T15:40:00Z"));
    QCOMPARE(entry().value(QStringLiteral("savedAtText")).toString(), QStringLiteral("27 listopada 2026, 16:40"));
    w.setLanguage(QStringLiteral("en")); // the list follows the language without being asked
    QCOMPARE(entry().value(QStringLiteral("savedAtText")).toString(), QStringLiteral("27 November 2026, 16:40"));
    w.discardAutosave(QUrl::fromLocalFile(file));
    QVERIFY(!QFile::exists(file));
}

// A unit with the trait "veteran", just added (its roster status regular): the builder's training is the sheets'.
void TstRosterDocument::bwn2_3_veteranTrait_builderSaysWhatTheSheetsSay()
{
    RosterDocument d;
    QVERIFY(d.open(demo("demo-france-1813")));
    const QString unitId = QStringLiteral("demo-fr-1-grenadiers-a-pied");
    QVERIFY2(d.addRegiment(unitId, 0), qPrintable(d.errorMessage()));
    const qsizetype k = d.roster()->divisions[0].regiments.size() - 1;
    QCOMPARE(d.roster()->divisions[0].regiments[k].unit, unitId);
    QCOMPARE(d.roster()->divisions[0].regiments[k].status, Status::Regular);
    const int row = d.rowForPath(QStringLiteral("/divisions/0/regiments/%1").arg(k));
    QVERIFY(row >= 0);
    QCOMPARE(role(d.rosterModel(), row, "status").toString(), QStringLiteral("veteran"));
    const QStringList options = role(d.rosterModel(), row, "statusOptions").toStringList();
    QVERIFY2(!options.contains(QStringLiteral("regular")), qPrintable(options.join(u',')));
    const QString shown =
        role(d.rosterModel(), row, "statusTexts").toStringList().value(options.indexOf(QStringLiteral("veteran")));
    // The printed sheets of the same roster, in the same language.
    LoadError le;
    const auto bound = bindRoster(*d.roster(), AppData::instance().data(), QString(), &le);
    QVERIFY(bound);
    const QString lang = AppData::instance().language();
    const sheets::SheetModel sheet = sheets::buildSheetModel(*bound, validateRoster(*bound), lang);
    const QString name = role(d.rosterModel(), row, "name").toString();
    QString printed;
    for (const auto &division : sheet.divisions)
        for (const auto &regiment : division.regiments)
            if (regiment.name == name)
                printed = regiment.status;
    QVERIFY2(!printed.isEmpty(), qPrintable(name));
    QCOMPARE(shown, printed);
}

QTEST_MAIN(TstRosterDocument)
#include "tst_rosterdocument.moc"
