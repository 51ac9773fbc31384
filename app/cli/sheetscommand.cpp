// bwn sheets FILE -o OUT.pdf [--lang pl|en] [--plan PLAN] — the printable order sheets and reference sheets
// (CONTRACT: Command line; docs/sheets.md).
#include "commands.h"

#include "rosterfile.h"
#include "sheetpainter.h"

#include <QCommandLineParser>
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
    parser.addOption({{QStringLiteral("o"), QStringLiteral("output")}, QStringLiteral("Write the PDF here."), QStringLiteral("OUT.pdf")});
    parser.addOption({QStringLiteral("lang"), QStringLiteral("Language of the sheets: pl or en (default en)."), QStringLiteral("LANG"), QStringLiteral("en")});
    parser.addOption({QStringLiteral("plan"), QStringLiteral("A battle plan (.bwplan): adds a to-scale map page."), QStringLiteral("PLAN")});
    addCommonOptions(parser);
    int code = kExitOk;
    if (!parseArgs(parser, args, &code))
        return code;
    if (parser.positionalArguments().size() != 1)
        return unusable(command + QStringLiteral(": name one roster file"));
    const QString file = parser.positionalArguments().first();
    if (!parser.isSet(QStringLiteral("o")) || parser.value(QStringLiteral("o")).isEmpty())
        return unusable(command + QStringLiteral(": name the PDF to write with -o OUT.pdf"));
    const QString lang = parser.value(QStringLiteral("lang"));
    if (lang != QLatin1String("pl") && lang != QLatin1String("en"))
        return unusable(QStringLiteral("%1: --lang must be pl or en, not \"%2\"").arg(command, lang));
    if (parser.isSet(QStringLiteral("plan")))
        return unusable(QStringLiteral("%1: %2: the battle planner does not exist yet").arg(command, parser.value(QStringLiteral("plan"))));

#ifdef __GLIBC__
    // One short run that builds and frees large buffers (data files, text layouts, PDF streams): by default glibc
    // hands freed heap back to the kernel and faults it in again moments later, 10% of this command's page
    // faults. Keep it until the process ends (docs/benchmarks.md).
    mallopt(M_TRIM_THRESHOLD, 64 << 20);
#endif
    DataSet data;
    if (!loadData(parser, &data))
        return kExitUnusable;
    LoadError error;
    const auto checked = checkRosterFile(file, data, &error);
    if (!checked)
        return unusable(error.toLine());

    const sheets::SheetModel model = sheets::buildSheetModel(*checked->bound, checked->report, lang);
    sheets::LayoutReport layout;
    QString message;
    const QString out = parser.value(QStringLiteral("o"));
    if (!sheets::writeSheetsPdf(model, out, &layout, &message))
        return unusable(message);
    QTextStream(stdout) << QStringLiteral("%1: %2 page(s) from %3 (%4)\n").arg(out).arg(layout.pages).arg(file, model.footer.validation);
    if (!layout.overflows.isEmpty()) // a layout fault, not the roster's: say where, in one line
        QTextStream(stderr) << QStringLiteral("%1: %2 text(s) did not fit their boxes, first on page %3: \"%4\" (%5)\n")
                                   .arg(out).arg(layout.overflows.size()).arg(layout.overflows.first().page)
                                   .arg(oneLine(layout.overflows.first().text), layout.overflows.first().why);
    return checked->report.valid() ? kExitOk : kExitRuleBroken;
}

} // namespace sztab::cli
