// SPDX-License-Identifier: GPL-3.0-or-later
// Places said as a person says them (foundation/placenames.h, bw/places.h, ksk/places.h, mac/places.h): a roster's
// divisions and regiments by their names or ordinals, a pointer no words cover said without slashes, a syntax
// error's line and column, a file of another kind as a sentence; in Polish and in English.
#include "bw/places.h"
#include "bw/rosterfile.h"
#include "ksk/places.h"
#include "mac/places.h"

#include <QJsonArray>
#include <QRegularExpression>
#include <QTest>

using namespace sztab;
using sztab::ksk::kskGamePlaces;
using sztab::ksk::kskScenarioPlaces;
using sztab::mac::macPlaces;

namespace {
const QString pl = QStringLiteral("pl");
const QString en = QStringLiteral("en");

// A JSON pointer, or an error code, anywhere in a text for people.
bool hasInternals(const QString &text)
{
    static const QRegularExpression pointer(QStringLiteral("(^|[\\s(:])/[A-Za-z]"));
    static const QRegularExpression code(QStringLiteral("\\b[A-Z]{2,}_[A-Z_]+\\b"));
    return text.contains(pointer) || text.contains(code);
}

QJsonObject unnamedRoster()
{
    QJsonArray regiments;
    for (int i = 0; i < 3; ++i)
        regiments << QJsonObject{{QStringLiteral("unit"), QStringLiteral("no-such-unit")}};
    return QJsonObject{{QStringLiteral("format"), QStringLiteral("bw-roster")},
                       {QStringLiteral("divisions"),
                        QJsonArray{QJsonObject{{QStringLiteral("id"), QStringLiteral("d1")},
                                               {QStringLiteral("regiments"), regiments}}}}};
}
} // namespace

class TstPlaceNames : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void roster_namedDivisionAndRegiment();
    void roster_missingNamesAreOrdinals();
    void roster_fromTheFile();
    void unknownPointer_saidWithoutSlashes();
    void ordinals();
    void loadError_lineAndColumn();
    void loadError_placeNamed();
    void loadError_anotherKindOfFile();
    void loadError_newerVersion();
    void ksk_and_mac();
    void pointerInAMessage_saidInWords();

private:
    DataSet m_data;
    std::optional<Roster> m_roster;
    std::optional<BoundRoster> m_bound;
};

void TstPlaceNames::initTestCase()
{
    LoadError e;
    QVERIFY2(m_data.load({QStringLiteral(SZTAB_SOURCE_DATA_DIR)}, &e), qPrintable(e.toLine()));
    const QString file = QStringLiteral(SZTAB_SOURCE_DATA_DIR "/rosters/demo-france-1813.bwroster");
    m_roster = loadRosterFile(file, &e);
    QVERIFY2(m_roster, qPrintable(e.toLine()));
    m_bound = bindRoster(*m_roster, m_data, file, &e);
    QVERIFY2(m_bound, qPrintable(e.toLine()));
}

void TstPlaceNames::roster_namedDivisionAndRegiment()
{
    const PlaceNamer places = rosterPlaces(*m_roster, &*m_bound);
    QCOMPARE(places.place(QStringLiteral("/divisions/0/regiments/2"), pl),
             QStringLiteral("26 Dywizja Piechoty (Kamieniecki), 8 Pułk Piechoty Księstwa Warszawskiego"));
    QCOMPARE(places.place(QStringLiteral("/divisions/0/regiments/2"), en),
             QStringLiteral("26th Infantry Division (Kamieniecki), 8th Infantry Regiment, Duchy of Warsaw"));
    QCOMPARE(places.place(QStringLiteral("/divisions/1/general"), pl), QStringLiteral("Jazda polska, generał"));
    QCOMPARE(places.place(QStringLiteral("/commanderInChief/general"), en),
             QStringLiteral("commander-in-chief, general"));
    QCOMPARE(places.place(QString(), pl), QStringLiteral("cały plik"));
}

void TstPlaceNames::roster_missingNamesAreOrdinals()
{
    Roster unnamed = *m_roster;
    unnamed.divisions[0].name = Text();
    // Without the bound roster the regiments have no names either.
    const PlaceNamer places = rosterPlaces(unnamed, nullptr);
    QCOMPARE(places.place(QStringLiteral("/divisions/0/regiments/2"), pl), QStringLiteral("1. dywizja, 3. pułk"));
    QCOMPARE(places.place(QStringLiteral("/divisions/0/regiments/2"), en),
             QStringLiteral("1st division, 3rd regiment"));
    QCOMPARE(places.place(QStringLiteral("/upgrades/11/target"), en), QStringLiteral("12th upgrade, target"));
    // An index past the end (a stale pointer) is counted, not read.
    QCOMPARE(places.place(QStringLiteral("/divisions/41"), en), QStringLiteral("42nd division"));
}

void TstPlaceNames::roster_fromTheFile()
{
    // After a load error the roster is only JSON: units named through the data, unknown ones by ordinals.
    QJsonObject json = unnamedRoster();
    QJsonArray divisions = json.value(QStringLiteral("divisions")).toArray();
    QJsonObject division = divisions.at(0).toObject();
    division.insert(QStringLiteral("name"),
                    QJsonObject{{QStringLiteral("pl"), QStringLiteral("Dywizja Morand")},
                                {QStringLiteral("en"), QStringLiteral("Morand's division")}});
    QJsonArray regiments = division.value(QStringLiteral("regiments")).toArray();
    regiments[1] = QJsonObject{{QStringLiteral("unit"), QStringLiteral("demo-fr-pl-8-pp")}};
    division.insert(QStringLiteral("regiments"), regiments);
    divisions[0] = division;
    json.insert(QStringLiteral("divisions"), divisions);
    const PlaceNamer places = rosterPlaces(json, &m_data);
    QCOMPARE(places.place(QStringLiteral("/divisions/0/regiments/1/status"), pl),
             QStringLiteral("Dywizja Morand, 8 Pułk Piechoty Księstwa Warszawskiego, status"));
    QCOMPARE(places.place(QStringLiteral("/divisions/0/regiments/2"), en),
             QStringLiteral("Morand's division, 3rd regiment"));
    QCOMPARE(rosterPlaces(unnamedRoster(), nullptr).place(QStringLiteral("/divisions/0/regiments/0"), pl),
             QStringLiteral("1. dywizja, 1. pułk"));
}

void TstPlaceNames::unknownPointer_saidWithoutSlashes()
{
    const PlaceNamer places = rosterPlaces(*m_roster, &*m_bound);
    const QString enText = places.place(QStringLiteral("/x-tool/settings/3"), en);
    QCOMPARE(enText, QStringLiteral("the file's entry \u201cx-tool\u201d, \u201csettings\u201d no. 4"));
    QCOMPARE(places.place(QStringLiteral("/x-tool/settings/3"), pl),
             QStringLiteral("wpis pliku \u201ex-tool\u201d, \u201esettings\u201d nr 4"));
    // A known entry with an unknown field: the entry named, the field quoted.
    QCOMPARE(places.place(QStringLiteral("/divisions/1/x~1y"), en), QStringLiteral("Polish cavalry, \u201cx/y\u201d"));
    QCOMPARE(PlaceNamer().place(QStringLiteral("/divisions/0"), en),
             QStringLiteral("the file's entry \u201cdivisions\u201d no. 1"));
    QVERIFY(!hasInternals(enText));
}

void TstPlaceNames::ordinals()
{
    const QList<std::pair<int, const char *>> english{{1, "1st"},   {2, "2nd"},     {3, "3rd"},    {4, "4th"},
                                                      {11, "11th"}, {12, "12th"},   {13, "13th"},  {21, "21st"},
                                                      {22, "22nd"}, {101, "101st"}, {111, "111th"}};
    for (const auto &[n, word] : english)
        QCOMPARE(ordinal(n, en), QLatin1String(word));
    QCOMPARE(ordinal(3, pl), QStringLiteral("3."));
}

void TstPlaceNames::loadError_lineAndColumn()
{
    // Both wordings, as the loader raises them (foundation/document.cpp).
    const LoadError e{QStringLiteral("/home/anna/roster.bwroster"),
                      {},
                      false,
                      12,
                      5,
                      QStringLiteral("not valid JSON: unterminated object"),
                      QStringLiteral("niepoprawny JSON: niezamknięty obiekt")};
    QCOMPARE(loadErrorText(e, en),
             QStringLiteral("roster.bwroster, line 12, column 5: not valid JSON: unterminated object"));
    QCOMPARE(loadErrorText(e, pl),
             QStringLiteral("roster.bwroster, wiersz 12, kolumna 5: niepoprawny JSON: niezamknięty obiekt"));
    LoadError noFile = e;
    noFile.file.clear();
    QCOMPARE(loadErrorText(noFile, en),
             QStringLiteral("Line 12, column 5 of the file: not valid JSON: unterminated object"));
    // The terminal's form is unchanged.
    QCOMPARE(e.toLine(en), QStringLiteral("/home/anna/roster.bwroster:12:5: not valid JSON: unterminated object"));
}

void TstPlaceNames::loadError_placeNamed()
{
    const LoadError e{QStringLiteral("army.bwroster"),
                      QStringLiteral("/divisions/0/regiments/2/status"),
                      true,
                      0,
                      0,
                      QStringLiteral("expected one of: regular, veteran, elite"),
                      QStringLiteral("oczekiwano jednego z: regular, veteran, elite")};
    const QString enText = loadErrorText(e, en, rosterPlaces(unnamedRoster(), nullptr));
    QCOMPARE(
        enText,
        QStringLiteral("army.bwroster, 1st division, 3rd regiment, status: expected one of: regular, veteran, elite"));
    QCOMPARE(
        loadErrorText(e, pl, rosterPlaces(unnamedRoster(), nullptr)),
        QStringLiteral("army.bwroster, 1. dywizja, 3. pułk, status: oczekiwano jednego z: regular, veteran, elite"));
    QVERIFY(!hasInternals(enText));
    // Without words for the kind: generic, still without slashes.
    QCOMPARE(loadErrorText(e, en),
             QStringLiteral("army.bwroster, the file's entry \u201cdivisions\u201d no. 1, \u201cregiments\u201d no. 3, "
                            "\u201cstatus\u201d: expected one of: regular, veteran, elite"));
}

void TstPlaceNames::loadError_anotherKindOfFile()
{
    const LoadError e{QStringLiteral("/tmp/battle.macgame"),
                      QStringLiteral("/format"),
                      true,
                      0,
                      0,
                      QStringLiteral("unknown format \"mac-game\": expected \"bw-roster\""), {}};
    QCOMPARE(loadErrorText(e, en), QStringLiteral("battle.macgame: this file is a Maciejowice game, not a roster."));
    QCOMPARE(loadErrorText(e, pl), QStringLiteral("battle.macgame: ten plik to gra Maciejowice, a nie rozpiska."));
    const LoadError none{QStringLiteral("notes.json"),
                         QStringLiteral("/format"),
                         true,
                         0,
                         0,
                         QStringLiteral("missing \"format\": expected \"bw-plan\""), {}};
    QCOMPARE(loadErrorText(none, en),
             QStringLiteral("notes.json: this file does not say what it holds: it is not a battle plan."));
    QCOMPARE(loadErrorText(none, pl),
             QStringLiteral("notes.json: ten plik nie mówi, co zawiera: to nie jest plan bitwy."));
    const LoadError scenario{QStringLiteral("x.kskgame"),
                             QStringLiteral("/format"),
                             true,
                             0,
                             0,
                             QStringLiteral("unknown format \"ksk-game\": expected \"mac-scenario\""), {}};
    QCOMPARE(loadErrorText(scenario, en),
             QStringLiteral("x.kskgame: this file is a KSK game, not the kind of file wanted here."));
}

void TstPlaceNames::loadError_newerVersion()
{
    const LoadError e{QStringLiteral("a.bwplan"),
                      QStringLiteral("/version"),
                      true,
                      0,
                      0,
                      QStringLiteral("bw-plan version 9 is newer than this program reads (up to 3): update Sztab"), {}};
    QCOMPARE(
        loadErrorText(e, en),
        QStringLiteral("a.bwplan: this file is version 9, newer than this program reads (up to 3): update Sztab."));
    QVERIFY(!loadErrorText(e, pl).contains(QStringLiteral("bw-plan")));
}

void TstPlaceNames::ksk_and_mac()
{
    const QJsonObject scenario{
        {QStringLiteral("sides"),
         QJsonArray{QJsonObject{
             {QStringLiteral("name"), QStringLiteral("Allies")},
             {QStringLiteral("formations"),
              QJsonArray{QJsonObject{}, QJsonObject{{QStringLiteral("name"), QStringLiteral("2nd Division")}}}}}}}};
    QCOMPARE(kskScenarioPlaces(scenario).place(QStringLiteral("/sides/0/formations/1/brigades/0/commander"), en),
             QStringLiteral("Allies, 2nd Division, 1st brigade, commander"));
    QCOMPARE(kskScenarioPlaces(scenario).place(QStringLiteral("/sides/0/formations/0"), pl),
             QStringLiteral("Allies, 1. formacja"));
    QCOMPARE(kskGamePlaces({}).place(QStringLiteral("/log/11"), pl), QStringLiteral("12. wpis dziennika gry"));
    QCOMPARE(macPlaces({}).place(QStringLiteral("/log/0/kind"), en),
             QStringLiteral("1st entry of the game log, \u201ckind\u201d"));
}

void TstPlaceNames::pointerInAMessage_saidInWords()
{
    // The validation's own words point at the first of two copies; on screen that place is named.
    const QString message = QStringLiteral("X is already in the army (/divisions/0/regiments/0): once (BWN 13.2)");
    QCOMPARE(pointersInWords(message, rosterPlaces(unnamedRoster(), nullptr), en),
             QStringLiteral("X is already in the army (1st division, 1st regiment): once (BWN 13.2)"));
    QCOMPARE(pointersInWords(QStringLiteral("no pointer (here)"), PlaceNamer(), en),
             QStringLiteral("no pointer (here)"));
}

QTEST_GUILESS_MAIN(TstPlaceNames)
#include "tst_placenames.moc"
