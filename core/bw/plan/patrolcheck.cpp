// SPDX-License-Identifier: GPL-3.0-or-later
#include "bw/plan/patrolcheck.h"

namespace sztab::plan {

namespace {

Issue issue(const char *code, const QString &path, const QString &pl, const QString &en)
{
    Issue i;
    i.code = QLatin1String(code);
    i.path = path;
    i.section = QStringLiteral("B19 6");
    i.message = Text::translated(pl, en);
    return i;
}

bool hasAssignments(const BattlePlan &plan)
{
    return (plan.notes.a && !plan.notes.a->patrolAssignments.isEmpty())
        || (plan.notes.b && !plan.notes.b->patrolAssignments.isEmpty());
}

} // namespace

// B19 6.1–6.5: the secret assignments of the players whose notes are in this copy, then the phase replayed.
QList<Issue> checkPatrolPlan(const PlanContext &context, const BattlePlan &plan)
{
    QList<Issue> out;
    Text error;
    const auto rules = patrolRules(*context.ruleset, &error);
    if (!rules) {
        if (!error.isEmpty())
            out << issue(
                "PATROL_NO_RULES", QStringLiteral("/ruleset"),
                QStringLiteral("Blok \u201epatrol\u201d zestawu zasad jest błędny: %1")
                    .arg(error.get(QStringLiteral("pl"))),
                QStringLiteral("The ruleset's \"patrol\" block is malformed: %1").arg(error.get(QStringLiteral("en"))));
        else if (plan.patrol || hasAssignments(plan))
            out << issue("PATROL_NO_RULES", QStringLiteral("/patrol"),
                         QStringLiteral("Zestaw zasad \u201e%1\u201d nie ma fazy znaczników patroli").arg(plan.ruleset),
                         QStringLiteral("Ruleset \"%1\" has no patrol-marker phase").arg(plan.ruleset));
        return out;
    }
    if (plan.notes.a)
        out << checkAssignments(*rules, plan, Player::A, plan.notes.a->patrolAssignments,
                                QStringLiteral("/notes/A/patrolAssignments"));
    if (plan.notes.b)
        out << checkAssignments(*rules, plan, Player::B, plan.notes.b->patrolAssignments,
                                QStringLiteral("/notes/B/patrolAssignments"));
    if (!plan.patrol)
        return out;
    const PatrolTable table = patrolTable(context, *rules, plan);
    const PatrolState state = patrolState(table, plan);
    out << state.problems << state.warnings;
    return out;
}

QList<std::pair<QString, QString>> patrolIssueCodes()
{
    return {{QStringLiteral("PATROL_NO_RULES"), QStringLiteral("B19 6")},
            {QStringLiteral("PATROL_UNKNOWN_MARKER"), QStringLiteral("B19 6.1")},
            {QStringLiteral("PATROL_MARKER_TWICE"), QStringLiteral("B19 6.1")},
            {QStringLiteral("PATROL_CORPS_TWICE"), QStringLiteral("B19 6.1")},
            {QStringLiteral("PATROL_TOO_MANY_CORPS"), QStringLiteral("B19 6.1")},
            {QStringLiteral("PATROL_OUTSIDE_ZONE"), QStringLiteral("B19 6.1")},
            {QStringLiteral("PATROL_TOO_CLOSE"), QStringLiteral("B19 6.1")},
            {QStringLiteral("PATROL_PLACED_TWICE"), QStringLiteral("B19 6.1")},
            {QStringLiteral("PATROL_NO_POSITION"), QStringLiteral("B19 6.1")},
            {QStringLiteral("PATROL_SHOW_MISMATCH"), QStringLiteral("B19 6.1")},
            {QStringLiteral("PATROL_NOT_YOUR_TURN"), QStringLiteral("B19 6.1, 6.3, 6.4")},
            {QStringLiteral("PATROL_WRONG_STAGE"), QStringLiteral("B19 6.1, 6.3")},
            {QStringLiteral("PATROL_MOVE_TOO_LONG"), QStringLiteral("B19 6.3")},
            {QStringLiteral("PATROL_IMPASSABLE"), QStringLiteral("B19 6.3")},
            {QStringLiteral("PATROL_OFF_TABLE"), QStringLiteral("B19 6.3")},
            {QStringLiteral("PATROL_MOVED_TWICE"), QStringLiteral("B19 6.3")},
            {QStringLiteral("PATROL_MARKER_REVEALED"), QStringLiteral("B19 6.3, 6.4")},
            {QStringLiteral("PATROL_MARKER_NOT_ON_TABLE"), QStringLiteral("B19 6.3")},
            {QStringLiteral("PATROL_MOVE_EMPTY"), QStringLiteral("B19 6.3")},
            {QStringLiteral("PATROL_REVEAL_TOO_EARLY"), QStringLiteral("B19 6.4")},
            {QStringLiteral("PATROL_FIRST_NOT_INITIATIVE"), QStringLiteral("B19 6.4")},
            {QStringLiteral("PATROL_SHOW_NOT_REVEALED"), QStringLiteral("B19 6.4")},
            {QStringLiteral("PATROL_SHOW_ORDER"), QStringLiteral("B19 6.4")},
            {QStringLiteral("PATROL_DEPLOY_NOT_REVEALED"), QStringLiteral("B19 6.4")},
            {QStringLiteral("PATROL_DIVISION_UNKNOWN"), QStringLiteral("B19 6.4")},
            {QStringLiteral("PATROL_DEPLOYED_TWICE"), QStringLiteral("B19 6.4")},
            {QStringLiteral("PATROL_DEPLOY_TOO_FAR"), QStringLiteral("B19 6.4")},
            {QStringLiteral("PATROL_DEPLOY_WIDENED"), QStringLiteral("B19 6.4")},
            {QStringLiteral("PATROL_DEPLOY_ARTILLERY"), QStringLiteral("B19 6.4")},
            {QStringLiteral("PATROL_DEPLOY_TOO_CLOSE"), QStringLiteral("B19 6.4")},
            {QStringLiteral("PATROL_DEPLOY_TOWARDS_ENEMY"), QStringLiteral("B19 6.4")},
            {QStringLiteral("PATROL_GENERAL_TOO_CLOSE"), QStringLiteral("B19 6.4")},
            {QStringLiteral("PATROL_GENERAL_ROLE"), QStringLiteral("B19 6.4")},
            {QStringLiteral("PATROL_CINC_NOT_FIRST"), QStringLiteral("B19 6.4")}};
}

} // namespace sztab::plan
