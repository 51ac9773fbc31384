// SPDX-License-Identifier: GPL-3.0-or-later
// The one path for the core's words in two languages (core/text.h, issue 18): pick, the Words table, the decimal
// comma and a Text's one side replaced.
#include "foundation/issue.h"
#include "foundation/text.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QTest>

using namespace sztab;

namespace {
constexpr Word kTestWords[] = {
    {"cinc", "Naczelny wódz", "Commander-in-chief"},
    {"bases", "podst.", "bases"},
};
} // namespace

class TstText : public QObject {
    Q_OBJECT
private slots:
    void pick_polishOnlyForPl();
    void words_byIdInEitherLanguage();
    void words_missingIdShowsTheId();
    void decimalText_commaInPolish();
    void polishCount_threeForms();
    void withTranslation_keepsTheOtherSide();
    void issueToJson_oneSpellingForEveryAnswer();
};

void TstText::pick_polishOnlyForPl()
{
    QVERIFY(isPolish(QStringLiteral("pl")));
    QVERIFY(!isPolish(QStringLiteral("en")));
    QVERIFY(!isPolish(QStringLiteral("de")));
    QCOMPARE(pick(QStringLiteral("pl"), "zgodny z zasadami", "legal"), QStringLiteral("zgodny z zasadami"));
    QCOMPARE(pick(QStringLiteral("en"), "zgodny z zasadami", "legal"), QStringLiteral("legal"));
    // Any other language reads English, as the command line's --lang and the app's settings do.
    QCOMPARE(pick(QStringLiteral("de"), "most/bród", "bridge/ford"), QStringLiteral("bridge/ford"));
    QCOMPARE(pick(QStringLiteral("pl"), QStringLiteral("ż"), QStringLiteral("z")), QStringLiteral("ż"));
}

void TstText::words_byIdInEitherLanguage()
{
    const Words words(kTestWords);
    QCOMPARE(words.get("cinc", QStringLiteral("pl")), QStringLiteral("Naczelny wódz"));
    QCOMPARE(words.get("cinc", QStringLiteral("en")), QStringLiteral("Commander-in-chief"));
    QCOMPARE(words.get("bases", QStringLiteral("pl")), QStringLiteral("podst."));
}

void TstText::words_missingIdShowsTheId()
{
    QCOMPARE(Words(kTestWords).get("nonesuch", QStringLiteral("pl")), QStringLiteral("nonesuch"));
}

void TstText::decimalText_commaInPolish()
{
    QCOMPARE(decimalText(QStringLiteral("91.67"), QStringLiteral("pl")), QStringLiteral("91,67"));
    QCOMPARE(decimalText(QStringLiteral("91.67"), QStringLiteral("en")), QStringLiteral("91.67"));
    QCOMPARE(decimalText(QStringLiteral("12"), QStringLiteral("pl")), QStringLiteral("12"));
}

void TstText::polishCount_threeForms()
{
    const auto units = [](qsizetype n) { return polishCount(n, "jednostka", "jednostki", "jednostek"); };
    QCOMPARE(units(1), QStringLiteral("1 jednostka"));
    QCOMPARE(units(2), QStringLiteral("2 jednostki"));
    QCOMPARE(units(4), QStringLiteral("4 jednostki"));
    QCOMPARE(units(5), QStringLiteral("5 jednostek"));
    QCOMPARE(units(0), QStringLiteral("0 jednostek"));
    QCOMPARE(units(12), QStringLiteral("12 jednostek")); // not "12 jednostki": 12–14 take the many form
    QCOMPARE(units(14), QStringLiteral("14 jednostek"));
    QCOMPARE(units(22), QStringLiteral("22 jednostki"));
    QCOMPARE(units(111), QStringLiteral("111 jednostek"));
    QCOMPARE(polishCount(3, "błąd", "błędy", "błędów"), QStringLiteral("3 błędy"));
}

void TstText::withTranslation_keepsTheOtherSide()
{
    const Text name = Text::translated(QStringLiteral("Gwardia"), QStringLiteral("Guard"));
    const Text pl = name.withTranslation(QStringLiteral("pl"), QStringLiteral("Stara Gwardia"));
    QCOMPARE(pl.get(QStringLiteral("pl")), QStringLiteral("Stara Gwardia"));
    QCOMPARE(pl.get(QStringLiteral("en")), QStringLiteral("Guard"));
    // A plain text becomes a translated one, its string on both sides but the one set.
    const Text plain(QStringLiteral("Ney"));
    const Text en = plain.withTranslation(QStringLiteral("en"), QStringLiteral("Marshal Ney"));
    QVERIFY(!en.isPlain());
    QCOMPARE(en.get(QStringLiteral("pl")), QStringLiteral("Ney"));
    QCOMPARE(en.get(QStringLiteral("en")), QStringLiteral("Marshal Ney"));
}

// Every JSON answer spells an issue the same way: the message in the language asked for, or both when none is.
void TstText::issueToJson_oneSpellingForEveryAnswer()
{
    const Issue issue{Severity::Warning, QStringLiteral("TOO_FAR"), QStringLiteral("/log/3"), QStringLiteral("KSK III.24"),
                      Text::translated(QStringLiteral("za daleko"), QStringLiteral("too far"))};
    const QJsonObject pl = issueToJson(issue, QStringLiteral("pl"));
    QCOMPARE(pl.value(QStringLiteral("severity")).toString(), QStringLiteral("warning"));
    QCOMPARE(pl.value(QStringLiteral("code")).toString(), QStringLiteral("TOO_FAR"));
    QCOMPARE(pl.value(QStringLiteral("path")).toString(), QStringLiteral("/log/3"));
    QCOMPARE(pl.value(QStringLiteral("section")).toString(), QStringLiteral("KSK III.24"));
    QCOMPARE(pl.value(QStringLiteral("message")).toString(), QStringLiteral("za daleko"));
    const QJsonObject both = issueToJson(issue);
    QCOMPARE(both.value(QStringLiteral("message")).toObject().value(QStringLiteral("en")).toString(),
             QStringLiteral("too far"));
    const QJsonArray list = issuesToJson({issue, issue}, QStringLiteral("en"));
    QCOMPARE(list.size(), 2);
    QCOMPARE(list.at(1).toObject().value(QStringLiteral("message")).toString(), QStringLiteral("too far"));
}

QTEST_GUILESS_MAIN(TstText)
#include "tst_text.moc"
