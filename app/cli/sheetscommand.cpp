// SPDX-License-Identifier: GPL-3.0-or-later
// bwn sheets FILE -o OUT.pdf [--lang pl|en] [--plan PLAN] — the printable order sheets and reference sheets
// (CONTRACT: Command line; docs/sheets.md).
#include "app/cli/commands.h"

#include "bw/plan/plancheck.h"
#include "render/tablemap/planmap.h"
#include "bw/rosterfile.h"
#include "render/sheets/sheetpainter.h"
#include "foundation/text.h"

#include <QCommandLineParser>
#include <QPainter>
#include <QTextStream>

#ifdef __GLIBC__
#include <malloc.h>
#endif

namespace sztab::cli {

int runSheets(const QStringList &args)
{
    const QString command = QStringLiteral("bwn sheets");
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral(
        "Write the order sheets of a roster as an A4 PDF: the army with its morale track and loss thresholds, each\n"
        "division with the order table for its general and its regiments' statistics and WTR boxes, a victory-point\n"
        "worksheet and the reference sheets of the ruleset. A roster that breaks a rule is printed with a warning\n"
        "box (exit code 1); a general still to be drawn gets a field to write him in."));
    parser.addPositionalArgument(QStringLiteral("FILE"), QStringLiteral("The roster (.bwroster)."));
    parser.addOption({{QStringLiteral("o"), QStringLiteral("output")},
                      QStringLiteral("Write the PDF here."),
                      QStringLiteral("OUT.pdf")});
    parser.addOption({QStringLiteral("lang"), QStringLiteral("Language of the sheets: pl or en (default en)."),
                      QStringLiteral("LANG"), QStringLiteral("en")});
    parser.addOption({QStringLiteral("plan"), QStringLiteral("A battle plan (.bwplan): adds a to-scale map page."),
                      QStringLiteral("PLAN")});
    addCommonOptions(parser);
    int code = kExitOk;
    if (!parseArgs(parser, args, &code))
        return code;
    if (parser.positionalArguments().size() != 1)
        return unusable(command
                        + say(QStringLiteral(": podaj jeden plik rozpiski"), QStringLiteral(": name one roster file")));
    const QString file = parser.positionalArguments().first();
    if (!parser.isSet(QStringLiteral("o")) || parser.value(QStringLiteral("o")).isEmpty())
        return unusable(command
                        + say(QStringLiteral(": podaj plik PDF do zapisania: -o WYJŚCIE.pdf"),
                              QStringLiteral(": name the PDF to write with -o OUT.pdf")));
    const QString lang = parser.value(QStringLiteral("lang"));
    if (lang != QLatin1String("pl") && lang != QLatin1String("en"))
        return unusable(say(QStringLiteral("%1: --lang musi być pl albo en, nie \u201e%2\u201d"),
                            QStringLiteral("%1: --lang must be pl or en, not \"%2\""))
                            .arg(command, lang));

#ifdef __GLIBC__
    // One short run that builds and frees large buffers (data files, text layouts, PDF streams): by default glibc
    // hands freed heap back to the kernel and faults it in again moments later, 10% of this command's page
    // faults. Keep it until the process ends (docs/benchmarks.md).
    mallopt(M_TRIM_THRESHOLD, 64 << 20);
#endif
    DataSet data;
    if (!loadData(parser, &data))
        return kExitUnusable;
    // --plan: the battle plan's to-scale map on a page of its own after the sheets (issue 6, core/plan/map).
    std::optional<plan::BattlePlan> battlePlan;
    std::optional<plan::PlanContext> planContext;
    if (parser.isSet(QStringLiteral("plan"))) {
        const QString planFile = parser.value(QStringLiteral("plan"));
        LoadError planError;
        battlePlan = plan::loadPlanFile(planFile, &planError);
        if (!battlePlan)
            return unusable(planError.toLine());
        const Ruleset *planRuleset = data.ruleset(battlePlan->ruleset);
        if (!planRuleset)
            return unusable(say(QStringLiteral("%1: /ruleset: nieznany zestaw zasad \u201e%2\u201d"),
                                QStringLiteral("%1: /ruleset: unknown ruleset \"%2\""))
                                .arg(planFile, battlePlan->ruleset));
        QString why;
        planContext = plan::planContext(*planRuleset, *battlePlan, &why);
        if (!planContext)
            return unusable(QStringLiteral("%1: %2").arg(planFile, why));
    }
    LoadError error;
    const auto checked = checkRosterFile(file, data, &error);
    if (!checked)
        return unusable(error.toLine());

    const sheets::SheetModel model = sheets::buildSheetModel(*checked->bound, checked->report, lang);
    sheets::LayoutReport layout;
    QString message;
    const QString out = parser.value(QStringLiteral("o"));
    QList<sheets::ExtraPage> extra;
    if (battlePlan)
        extra << [&](QPainter &painter, const QRectF &area) {
            // A heading with the page's scale, then the map (with its own scale bar) over the rest of the page.
            plan::MapOptions options;
            options.lang = lang;
            options.issues = plan::checkPlan(*planContext, *battlePlan).issues;
            options.legend = true;
            const QRectF heading(area.left(), area.top(), area.width(), std::min(area.width(), area.height()) / 30);
            const QRectF mapArea = area.adjusted(0, heading.height(), 0, 0);
            const double mmPerUnit =
                plan::mapTransform(*planContext, mapArea, options).m11() * 25.4 / painter.device()->logicalDpiX();
            const double unitMm = planContext->frame.measure == QLatin1String("in") ? 25.4 : 10.0;
            const QString scale = QStringLiteral("1:%1").arg(qRound(unitMm / mmPerUnit));
            QFont font(QStringLiteral("DejaVu Sans"));
            font.setPixelSize(int(std::min(area.width(), area.height()) / 60));
            font.setBold(true);
            painter.setFont(font);
            painter.setPen(Qt::black);
            painter.drawText(heading, Qt::AlignLeft | Qt::AlignVCenter,
                             pick(lang, "Plan bitwy, skala ", "Battle plan, scale ") + scale);
            plan::paintMap(painter, mapArea, *planContext, *battlePlan, options);
        };
    if (battlePlan) // the map as large as A4 allows: landscape for a table wider than deep (180x120, 240x120)
        extra.last().orientation = plan::mapPageOrientation(*planContext);
    if (!sheets::writeSheetsPdf(model, out, &layout, &message, extra))
        return unusable(message);
    QTextStream(stdout) << QStringLiteral("%1: %2 page(s) from %3 (%4)\n")
                               .arg(out)
                               .arg(layout.pages)
                               .arg(file, model.footer.validation);
    if (!layout.overflows.isEmpty()) // a layout fault, not the roster's: say where, in one line
        QTextStream(stderr) << QStringLiteral("%1: %2 text(s) did not fit their boxes, first on page %3: \"%4\" (%5)\n")
                                   .arg(out)
                                   .arg(layout.overflows.size())
                                   .arg(layout.overflows.first().page)
                                   .arg(oneLine(layout.overflows.first().text), layout.overflows.first().why);
    return checked->report.valid() ? kExitOk : kExitRuleBroken;
}

} // namespace sztab::cli
