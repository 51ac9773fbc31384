// SPDX-License-Identifier: GPL-3.0-or-later
#include "rosterbuilder.h"

#include <QTest>

namespace sztab::test {

const DataSet &testData()
{
    static const DataSet data = [] {
        DataSet d;
        LoadError error;
        if (!d.load({QStringLiteral(SZTAB_SOURCE_DATA_DIR), QStringLiteral(SZTAB_TEST_DATA_DIR "/rulesdata")}, &error))
            qFatal("test data does not load: %s", qPrintable(error.toLine()));
        return d;
    }();
    return data;
}

Roster emptyRoster()
{
    Roster r;
    r.name = Text(QStringLiteral("test"));
    r.ruleset = QStringLiteral("bwn-4.0");
    r.nation = QStringLiteral("testland");
    r.limits.preset = QStringLiteral("32+8");
    r.catalogues = {QStringLiteral("test-1813")};
    return r;
}

Division &addDivision(Roster &roster, std::initializer_list<const char *> units, DivisionArm arm)
{
    Division d;
    d.id = QStringLiteral("d%1").arg(roster.divisions.size() + 1);
    d.arm = arm;
    for (const char *u : units) {
        Regiment reg;
        reg.unit = QLatin1String(u);
        d.regiments.append(reg);
    }
    roster.divisions.append(d);
    return roster.divisions.last();
}

RosterUpgrade upgrade(const char *id)
{
    RosterUpgrade u;
    u.id = QLatin1String(id);
    return u;
}

RosterCorps makeCorps(const QString &id, std::optional<QString> commander, const QStringList &divisions)
{
    RosterCorps c;
    c.id = id;
    c.commander = std::move(commander);
    c.divisions = divisions;
    return c;
}

ValidationReport check(const Roster &roster)
{
    LoadError error;
    const auto bound = bindRoster(roster, testData(), QStringLiteral("test roster"), &error);
    if (!bound) {
        QTest::qFail(qPrintable(QStringLiteral("roster does not bind: ") + error.toLine()), __FILE__, __LINE__);
        return {};
    }
    return validateRoster(*bound);
}

QStringList codes(const ValidationReport &report)
{
    QStringList out;
    for (const Issue &i : report.issues)
        out << i.code;
    return out;
}

std::optional<Issue> find(const ValidationReport &report, const QString &code)
{
    for (const Issue &i : report.issues)
        if (i.code == code)
            return i;
    return std::nullopt;
}

QString bindError(const Roster &roster, QString *pointer)
{
    LoadError error;
    if (bindRoster(roster, testData(), QStringLiteral("test roster"), &error))
        return QString();
    if (pointer)
        *pointer = error.pointer;
    return error.message;
}

} // namespace sztab::test
