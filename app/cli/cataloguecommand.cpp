// SPDX-License-Identifier: GPL-3.0-or-later
// bwn catalogue check|import|new: checking a catalogue as a list of issues, building one from spreadsheets (CSV),
// starting an empty one (issue 8). The checks and the import are the core's (cataloguecheck.h, catalogueimport.h).
#include "app/cli/commands.h"
#include "app/cli/commandtree.h"

#include "bw/cataloguecheck.h"
#include "bw/catalogueimport.h"
#include "bw/dataset.h"
#include "foundation/document.h"
#include "bw/ruleset.h"

#include <QCommandLineParser>
#include <QDir>
#include <QJsonArray>
#include <QJsonDocument>
#include <QTextStream>

namespace sztab::cli {

namespace {

// The catalogue schema shipped beside the data; an empty object (no schema check) when it is missing.
const QJsonObject &catalogueSchema() { return bundledCatalogueSchema(); }

int countOf(const QList<Issue> &issues, Severity s)
{
    return int(std::count_if(issues.cbegin(), issues.cend(), [s](const Issue &i) { return i.severity == s; }));
}

QString issueLine(const Issue &i, const QString &lang)
{
    return oneLine(QStringLiteral("  %1 %2 %3 (%4): %5")
                       .arg(severityWord(i.severity, lang), i.code, i.path.isEmpty() ? QStringLiteral("/") : i.path,
                            i.section, i.message.get(lang)));
}

QJsonObject issuesToJson(const QString &file, const QList<Issue> &issues, const QString &lang)
{
    const QJsonArray list = issuesToJson(issues, lang);
    return QJsonObject{{QStringLiteral("file"), file},
                       {QStringLiteral("valid"), countOf(issues, Severity::Error) == 0},
                       {QStringLiteral("errors"), countOf(issues, Severity::Error)},
                       {QStringLiteral("warnings"), countOf(issues, Severity::Warning)},
                       {QStringLiteral("issues"), list}};
}

bool langOption(const QCommandLineParser &parser, const QString &command, QString *lang)
{
    *lang = parser.value(QStringLiteral("lang"));
    if (*lang == QLatin1String("pl") || *lang == QLatin1String("en"))
        return true;
    unusable(say(QStringLiteral("%1: --lang musi być pl albo en, nie \u201e%2\u201d"),
                 QStringLiteral("%1: --lang must be pl or en, not \"%2\""))
                 .arg(command, *lang));
    return false;
}

void addLangOption(QCommandLineParser &parser)
{
    parser.addOption({QStringLiteral("lang"), QStringLiteral("Language of messages: pl or en (default en)."),
                      QStringLiteral("LANG"), QStringLiteral("en")});
}

int runCheck(const QStringList &args)
{
    const QString command = QStringLiteral("bwn catalogue check");
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral(
        "Check catalogue files and list every problem at once: schema, unknown profiles, duplicate ids, command\n"
        "outside -2..3, cost classes, roles, traits, historical divisions and corps, statistics out of range.\n"
        "Exit code 0: no error (warnings allowed); 1: errors; 2: a file cannot be used."));
    parser.addPositionalArgument(QStringLiteral("FILE"), QStringLiteral("Catalogue files (JSON)."),
                                 QStringLiteral("FILE..."));
    parser.addOption(
        {QStringLiteral("json"), QStringLiteral("Print one JSON object per file (an array when several).")});
    addLangOption(parser);
    addCommonOptions(parser);
    int code = kExitOk;
    if (!parseArgs(parser, args, &code))
        return code;
    QString lang;
    if (!langOption(parser, command, &lang))
        return kExitUnusable;
    const QStringList files = parser.positionalArguments();
    if (files.isEmpty())
        return unusable(command
                        + say(QStringLiteral(": podaj co najmniej jeden plik katalogu"),
                              QStringLiteral(": name at least one catalogue file")));
    DataSet data;
    if (!loadData(parser, &data))
        return kExitUnusable;
    const QJsonObject schema = catalogueSchema();

    QTextStream out(stdout);
    QJsonArray results;
    bool anyUnusable = false, anyErrors = false;
    for (const QString &file : files) {
        LoadError error;
        const auto doc = readJsonFile(file, &error);
        const auto upgraded = doc ? checkAndUpgrade(*doc, catalogueKind(), file, &error) : std::nullopt;
        if (!upgraded) {
            unusable(error.toLine());
            anyUnusable = true;
            continue;
        }
        const QList<Issue> issues = checkCatalogueJson(*doc, schema, data);
        const int errors = countOf(issues, Severity::Error), warnings = countOf(issues, Severity::Warning);
        anyErrors = anyErrors || errors > 0;
        if (parser.isSet(QStringLiteral("json"))) {
            results.append(issuesToJson(file, issues, lang));
            continue;
        }
        if (isPolish(lang))
            out << QStringLiteral("%1: %2, błędy: %3, ostrzeżenia: %4\n")
                       .arg(file, errors ? QStringLiteral("z błędami") : QStringLiteral("do użytku"))
                       .arg(errors)
                       .arg(warnings);
        else
            out << QStringLiteral("%1: %2, %3 error(s), %4 warning(s)\n")
                       .arg(file, errors ? QStringLiteral("errors") : QStringLiteral("usable"))
                       .arg(errors)
                       .arg(warnings);
        for (const Issue &i : issues)
            out << issueLine(i, lang) << '\n';
    }
    if (parser.isSet(QStringLiteral("json")) && !results.isEmpty())
        out << (files.size() == 1 ? QJsonDocument(results.first().toObject()) : QJsonDocument(results))
                   .toJson(QJsonDocument::Indented);
    return anyUnusable ? kExitUnusable : anyErrors ? kExitRuleBroken : kExitOk;
}

// The options `import` and `new` share: what the catalogue is.
void addHeaderOptions(QCommandLineParser &parser)
{
    parser.addOption(
        {QStringLiteral("id"), QStringLiteral("Catalogue id (letters, digits, . _ : -)."), QStringLiteral("ID")});
    parser.addOption({QStringLiteral("nation"), QStringLiteral("Nation id, e.g. austria."), QStringLiteral("NATION")});
    parser.addOption({QStringLiteral("period"), QStringLiteral("Period, e.g. 1809."), QStringLiteral("PERIOD")});
    parser.addOption(
        {QStringLiteral("name"), QStringLiteral("Name for people (default: the id)."), QStringLiteral("TEXT")});
    parser.addOption({QStringLiteral("nation-name"),
                      QStringLiteral("The nation's name in words, as sheets print it (\"Księstwo Warszawskie\";\n"
                                     "default: the nation id with a capital)."),
                      QStringLiteral("TEXT")});
    parser.addOption({QStringLiteral("nation-name-en"),
                      QStringLiteral("The nation's name in English, when --nation-name is the Polish one."),
                      QStringLiteral("TEXT")});
    parser.addOption({QStringLiteral("author"), QStringLiteral("Who compiled the list."), QStringLiteral("TEXT")});
    parser.addOption({QStringLiteral("catalogue-version"), QStringLiteral("The list's own edition, e.g. 1.0."),
                      QStringLiteral("VERSION")});
    parser.addOption({{QStringLiteral("o"), QStringLiteral("output")},
                      QStringLiteral("Write the catalogue to FILE."),
                      QStringLiteral("FILE")});
    addRulesetOption(parser);
    addCommonOptions(parser);
}

// --nation-name [--nation-name-en]: the words sheets print for the nation. False after one line.
bool nationNameOption(const QCommandLineParser &parser, Catalogue *c, const QString &command)
{
    const QString pl = parser.value(QStringLiteral("nation-name")).trimmed(),
                  en = parser.value(QStringLiteral("nation-name-en")).trimmed();
    if (!en.isEmpty() && pl.isEmpty()) {
        unusable(say(QStringLiteral("%1: --nation-name-en wymaga --nation-name (nazwy polskiej)"),
                     QStringLiteral("%1: --nation-name-en needs --nation-name (the Polish name)"))
                     .arg(command));
        return false;
    }
    if (!pl.isEmpty())
        c->extras.insert(QStringLiteral("nationName"), (en.isEmpty() ? Text(pl) : Text::translated(pl, en)).toJson());
    return true;
}

// An empty catalogue from the header options, or nullopt after one line.
std::optional<Catalogue> headerFromOptions(const QCommandLineParser &parser, const DataSet &data,
                                           const QString &command)
{
    for (const char *required : {"id", "nation", "period", "output"})
        if (!parser.isSet(QLatin1String(required))) {
            unusable(say(QStringLiteral("%1: brak wymaganego --%2"), QStringLiteral("%1: --%2 is required"))
                         .arg(command, QLatin1String(required)));
            return std::nullopt;
        }
    const Ruleset *ruleset = rulesetOption(parser, data, command);
    if (!ruleset)
        return std::nullopt;
    Catalogue c;
    c.id = parser.value(QStringLiteral("id"));
    c.nation = parser.value(QStringLiteral("nation"));
    c.period = parser.value(QStringLiteral("period"));
    c.ruleset = ruleset->id;
    c.name = Text(parser.isSet(QStringLiteral("name")) ? parser.value(QStringLiteral("name")) : c.id);
    if (parser.isSet(QStringLiteral("author")))
        c.author = parser.value(QStringLiteral("author"));
    if (parser.isSet(QStringLiteral("catalogue-version")))
        c.catalogueVersion = parser.value(QStringLiteral("catalogue-version"));
    if (!nationNameOption(parser, &c, command))
        return std::nullopt;
    return c;
}

// Checks the finished catalogue as `bwn catalogue check` would (its issues in `lang`) and writes it only when it has no
// error.
int checkAndWrite(const Catalogue &catalogue, const DataSet &data, const QString &output, const QString &command,
                  QTextStream &out, const QString &lang = QStringLiteral("en"))
{
    const QJsonObject doc = catalogueToJson(catalogue);
    const QList<Issue> issues = checkCatalogueJson(doc, catalogueSchema(), data);
    for (const Issue &i : issues)
        out << issueLine(i, lang) << '\n';
    const bool pl = isPolish(lang);
    if (const qsizetype errors = countOf(issues, Severity::Error); errors > 0) {
        out << (pl ? QStringLiteral("%1: katalog ma %2; nic nie zapisano\n")
                         .arg(command, polishCount(errors, "błąd", "błędy", "błędów"))
                   : QStringLiteral("%1: the catalogue has %2 error(s); nothing written\n").arg(command).arg(errors));
        return kExitRuleBroken;
    }
    QString message;
    if (!saveJsonAtomically(doc, output, &message))
        return unusable(message); // names the file
    if (pl)
        out << QStringLiteral("zapisano w %1: %2, %3, %4\n")
                   .arg(output, polishCount(catalogue.profiles.size(), "profil", "profile", "profili"),
                        polishCount(catalogue.units.size(), "jednostka", "jednostki", "jednostek"),
                        polishCount(catalogue.generals.size(), "generał", "generałów", "generałów"));
    else
        out << QStringLiteral("written to %1: %2 profile(s), %3 unit(s), %4 general(s)\n")
                   .arg(output)
                   .arg(catalogue.profiles.size())
                   .arg(catalogue.units.size())
                   .arg(catalogue.generals.size());
    return kExitOk;
}

int runNew(const QStringList &args)
{
    const QString command = QStringLiteral("bwn catalogue new");
    QCommandLineParser parser;
    parser.setApplicationDescription(
        QStringLiteral("Write an empty catalogue, to fill in by hand or with `bwn catalogue import`."));
    addHeaderOptions(parser);
    addLangOption(parser); // the check of the result and what was written
    int code = kExitOk;
    if (!parseArgs(parser, args, &code))
        return code;
    if (!noPositionalArguments(parser, command))
        return kExitUnusable;
    QString lang;
    if (!langOption(parser, command, &lang))
        return kExitUnusable;
    DataSet data;
    if (!loadData(parser, &data))
        return kExitUnusable;
    const auto c = headerFromOptions(parser, data, command);
    if (!c)
        return kExitUnusable;
    QTextStream out(stdout);
    return checkAndWrite(*c, data, parser.value(QStringLiteral("output")), command, out, lang);
}

// --into FILE: the catalogue the rows are added to, read as the loader reads it (ids already in it are duplicates
// of imported rows); --author and --catalogue-version may give it a new edition. Nullopt after one line.
std::optional<Catalogue> existingCatalogue(const QCommandLineParser &parser, const DataSet &data,
                                           const QString &command)
{
    for (const char *own : {"id", "nation", "period", "name", "ruleset"})
        if (parser.isSet(QLatin1String(own))) {
            unusable(say(QStringLiteral("%1: --%2 nie może zmienić katalogu podanego w --into"),
                         QStringLiteral("%1: --%2 cannot change a catalogue given with --into"))
                         .arg(command, QLatin1String(own)));
            return std::nullopt;
        }
    const QString file = parser.value(QStringLiteral("into"));
    LoadError error;
    const auto doc = readJsonFile(file, &error);
    auto c = doc ? catalogueFromJson(*doc, file, data.ruleset(doc->value(QStringLiteral("ruleset")).toString()), &error)
                 : std::nullopt;
    if (!c) {
        unusable(error.toLine());
        return std::nullopt;
    }
    if (parser.isSet(QStringLiteral("author")))
        c->author = parser.value(QStringLiteral("author"));
    if (parser.isSet(QStringLiteral("catalogue-version")))
        c->catalogueVersion = parser.value(QStringLiteral("catalogue-version"));
    if (!nationNameOption(parser, &*c, command))
        return std::nullopt;
    return c;
}

struct TableInput {
    ImportTable table;
    const char *option;
    CsvTable csv;
    ColumnMapping mapping;
    QString file;
    QHash<int, QString> mappedBy; // column -> the --map that named it, so a second one for that column is refused
};

int runImport(const QStringList &args)
{
    const QString command = QStringLiteral("bwn catalogue import");
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral(
        "Build a catalogue from spreadsheets saved as CSV (comma or semicolon, UTF-8 or Windows-1250, decimal\n"
        "commas). Columns are found by their header names in Polish or English; --map FIELD=COLUMN (or\n"
        "TABLE.FIELD=COLUMN, COLUMN a header name or a 1-based number) says otherwise. Every row that cannot be\n"
        "read is listed; then nothing is written, unless --skip-bad leaves those rows out.\n"
        "Exit code 0: written; 1: bad rows or a catalogue with errors, nothing written; 2: unusable input."));
    parser.addOption(
        {QStringLiteral("profiles"), QStringLiteral("CSV of profiles (statistics, BWN 2.8)."), QStringLiteral("FILE")});
    parser.addOption({QStringLiteral("units"), QStringLiteral("CSV of units."), QStringLiteral("FILE")});
    parser.addOption({QStringLiteral("generals"), QStringLiteral("CSV of generals."), QStringLiteral("FILE")});
    parser.addOption({QStringLiteral("map"), QStringLiteral("Which column holds a field (repeatable)."),
                      QStringLiteral("FIELD=COLUMN")});
    parser.addOption(
        {QStringLiteral("show"),
         QStringLiteral("Print every row as it will be imported, field by field (ids made from names too).")});
    parser.addOption({QStringLiteral("skip-bad"),
                      QStringLiteral("Leave out the rows that cannot be read instead of writing nothing.")});
    parser.addOption({QStringLiteral("into"),
                      QStringLiteral("Add the rows to this existing catalogue (written back to it unless -o names\n"
                                     "another file); --id, --nation and --period are then its own."),
                      QStringLiteral("FILE")});
    addHeaderOptions(parser);
    addLangOption(parser); // the reasons rows cannot be read, and the check of the result
    int code = kExitOk;
    if (!parseArgs(parser, args, &code))
        return code;
    if (!noPositionalArguments(parser, command))
        return kExitUnusable;
    QString lang;
    if (!langOption(parser, command, &lang))
        return kExitUnusable;
    QList<TableInput> inputs;
    for (const auto &[table, option] :
         {std::pair{ImportTable::Profiles, "profiles"}, std::pair{ImportTable::Units, "units"},
          std::pair{ImportTable::Generals, "generals"}}) {
        if (!parser.isSet(QLatin1String(option)))
            continue;
        TableInput in{table, option, {}, {}, parser.value(QLatin1String(option)), {}};
        LoadError e;
        const auto bytes = readFileBytes(in.file, &e);
        if (!bytes)
            return unusable(e.toLine());
        CsvError csvError;
        const auto csv = parseCsv(*bytes, &csvError);
        if (!csv)
            return unusable(QStringLiteral("%1:%2:%3: %4")
                                .arg(in.file)
                                .arg(csvError.line)
                                .arg(csvError.column)
                                .arg(csvError.message));
        in.csv = *csv;
        if (in.csv.rows.isEmpty()) // a header alone would write an empty catalogue and say all went well
            return unusable(QStringLiteral("%1: %2").arg(
                in.file,
                in.csv.header.isEmpty() ? QStringLiteral("the file is empty")
                                        : QStringLiteral("no rows below the header: nothing to import")));
        in.mapping = defaultMapping(table, in.csv.header);
        inputs << in;
    }
    if (inputs.isEmpty())
        return unusable(command + QStringLiteral(": name at least one of --profiles, --units, --generals"));
    for (const QString &spec : parser.values(QStringLiteral("map"))) {
        const QString key = spec.section(QLatin1Char('='), 0, 0);
        const QString table = key.contains(QLatin1Char('.')) ? key.section(QLatin1Char('.'), 0, 0) : QString();
        const QString plain = key.contains(QLatin1Char('.')) ? spec.mid(table.size() + 1) : spec;
        bool applied = false;
        QString lastError;
        for (TableInput &in : inputs) {
            if (!table.isEmpty() && table != importTableName(in.table))
                continue;
            QString error;
            const QString field = plain.section(QLatin1Char('='), 0, 0).trimmed();
            if (!overrideMapping(in.table, in.csv.header, plain, &in.mapping, &error, lang)) {
                lastError = QStringLiteral("%1: %2").arg(in.file, error);
                continue;
            }
            // One column, one field: a second --map for a column (or for a field) would silently undo the first.
            const int column = in.mapping.value(field);
            for (auto it = in.mappedBy.cbegin(); it != in.mappedBy.cend(); ++it)
                if (it.key() == column || it.value().section(QLatin1Char('='), 0, 0).trimmed() == field)
                    return unusable(
                        say(QStringLiteral("%1: --map %2 i --map %3 oba wskazują %4 z %5: jedna kolumna to jedno pole"),
                            QStringLiteral("%1: --map %2 and --map %3 both name %4 of %5: one column holds one field"))
                            .arg(command, it.value(), plain,
                                 it.key() == column ? QStringLiteral("column \"%1\"").arg(in.csv.header.value(column))
                                                    : QStringLiteral("field %1").arg(field),
                                 in.file));
            in.mappedBy.insert(column, plain);
            applied = true;
        }
        if (!applied)
            return unusable(
                QStringLiteral("%1: --map %2")
                    .arg(command, lastError.isEmpty() ? spec + QStringLiteral(": no such table") : lastError));
    }
    DataSet data;
    if (!loadData(parser, &data))
        return kExitUnusable;
    const auto header = parser.isSet(QStringLiteral("into")) ? existingCatalogue(parser, data, command)
                                                             : headerFromOptions(parser, data, command);
    if (!header)
        return kExitUnusable;
    const Ruleset *ruleset = data.ruleset(header->ruleset);
    const QString output = parser.isSet(QStringLiteral("output")) ? parser.value(QStringLiteral("output"))
                                                                  : parser.value(QStringLiteral("into"));

    QTextStream out(stdout);
    QList<ImportPreview> previews;
    previews.reserve(inputs.size()); // profilePreview points into it
    const ImportPreview *profilePreview = nullptr;
    for (const TableInput &in : std::as_const(inputs)) {
        ImportPreview p = in.table == ImportTable::Profiles ? previewProfiles(in.csv, in.mapping, *header, ruleset)
            : in.table == ImportTable::Units ? previewUnits(in.csv, in.mapping, *header, profilePreview, ruleset)
                                             : previewGenerals(in.csv, in.mapping, *header, ruleset);
        p.file = in.file;
        const bool pl = isPolish(lang);
        const QString separator = in.csv.separator == QLatin1Char('\t')
            ? (pl ? QStringLiteral("tabulator") : QStringLiteral("tab"))
            : QStringLiteral("'%1'").arg(in.csv.separator);
        // Polish says the counts as "label: number", which needs no plural forms.
        out << (pl ? QStringLiteral("%1: wierszy: %2, czytelnych: %3 (%4, separator %5)\n")
                   : QStringLiteral("%1: %2 row(s), %3 readable (%4, separator %5)\n"))
                   .arg(in.file)
                   .arg(p.rows.size())
                   .arg(p.rows.size() - p.badRows())
                   .arg(csvEncodingName(in.csv.encoding, lang), separator);
        for (const QString &line : describeBadRows(p, lang))
            out << QStringLiteral("  ") << line << '\n';
        if (parser.isSet(QStringLiteral("show")))
            for (const QString &line : describeRows(p, lang))
                out << QStringLiteral("    ") << line << '\n';
        previews << p;
        if (in.table == ImportTable::Profiles)
            profilePreview = &previews.last();
    }
    QString error;
    const auto catalogue = applyImport(*header, previews, parser.isSet(QStringLiteral("skip-bad")), &error, lang);
    if (!catalogue) {
        out << command << ": " << error << '\n';
        return kExitRuleBroken;
    }
    return checkAndWrite(*catalogue, data, output, command, out, lang);
}

} // namespace

CommandNode catalogueCommand()
{
    CommandNode node;
    node.name = QStringLiteral("catalogue");
    node.summary = QStringLiteral("check a catalogue, import one from CSV, start a new one");
    node.usageTail = QStringLiteral(" [options]");
    node.description = QStringLiteral("Catalogues of units and generals: checked, imported from spreadsheets, begun.");
    node.footer = QStringLiteral("bwn catalogue SUBCOMMAND --help describes each.");
    node.children = {
        leaf(QStringLiteral("check"), QStringLiteral("FILE... [--json] [--lang pl|en]\nevery problem of each file at once"),
             runCheck),
        leaf(QStringLiteral("import"),
             QStringLiteral("[--profiles CSV] [--units CSV] [--generals CSV] --id ID --nation N --period P\n"
                            "[--ruleset ID] [--map FIELD=COLUMN]... [--skip-bad] [--lang pl|en] -o OUT.json\n"
                            "[--profiles CSV] [--units CSV] [--generals CSV] --into EXISTING.json [-o OUT.json]\n"
                            "[--lang pl|en]\n"
                            "a catalogue from CSV files, or more rows into one"),
             runImport),
        leaf(QStringLiteral("new"),
             QStringLiteral("--id ID --nation N --period P [--ruleset ID] [--name TEXT] -o OUT.json\n"
                            "an empty catalogue to fill in"),
             runNew),
    };
    return node;
}

} // namespace sztab::cli
