// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/cli/commandtree.h"

#include "app/cli/commands.h"

#include <QTextStream>

namespace sztab::cli {

namespace {

const CommandNode *childNamed(const CommandNode &node, const QString &name)
{
    for (const CommandNode &child : node.children)
        if (child.name == name || child.aliases.contains(name))
            return &child;
    return nullptr;
}

QString childNames(const CommandNode &node)
{
    QStringList names;
    for (const CommandNode &child : node.children)
        names << child.name;
    return names.join(QStringLiteral(", "));
}

bool asksForHelp(const QString &word)
{
    return word == QLatin1String("--help") || word == QLatin1String("-h") || word == QLatin1String("help");
}

} // namespace

CommandNode leaf(const QString &name, const QString &summary, std::function<int(const QStringList &)> run)
{
    CommandNode node;
    node.name = name;
    node.summary = summary;
    node.run = std::move(run);
    return node;
}

QString helpText(const CommandNode &node, const QString &path)
{
    const bool root = !path.contains(QLatin1Char(' '));
    QString text = QStringLiteral("Usage: %1 %2%3\n").arg(path, root ? QStringLiteral("COMMAND") : QStringLiteral("SUBCOMMAND"),
                                                         node.usageTail);
    if (!node.description.isEmpty())
        text += node.description + QLatin1Char('\n');
    text += root ? QStringLiteral("\nCommands:\n") : QStringLiteral("\nSubcommands:\n");
    qsizetype width = 0;
    for (const CommandNode &child : node.children)
        width = std::max(width, child.name.size());
    const QString indent(width + 4, QLatin1Char(' '));
    for (const CommandNode &child : node.children) {
        QString summary = child.summary;
        summary.replace(QLatin1Char('\n'), QLatin1Char('\n') + indent);
        text += QStringLiteral("  %1  %2\n").arg(child.name, -int(width)).arg(summary);
    }
    if (!node.footer.isEmpty())
        text += QLatin1Char('\n') + node.footer + QLatin1Char('\n');
    return text;
}

int dispatch(const CommandNode &node, const QStringList &args)
{
    const QString path = args.value(0);
    if (node.run)
        return node.run(args);
    // The root names commands, every other node subcommands; Polish says "polecenie" for both.
    const bool root = !path.contains(QLatin1Char(' '));
    const QString word = args.value(1);
    if (word.isEmpty())
        return unusable(say(QStringLiteral("%1: podaj polecenie: %2 (zobacz %1 --help)"),
                            root ? QStringLiteral("%1: name a command: %2 (try %1 --help)")
                                 : QStringLiteral("%1: name a subcommand: %2 (try %1 --help)"))
                            .arg(path, childNames(node)));
    if (asksForHelp(word)) {
        QTextStream(stdout) << helpText(node, path);
        return kExitOk;
    }
    if (const CommandNode *child = childNamed(node, word))
        return dispatch(*child, QStringList{path + QLatin1Char(' ') + word} + args.mid(2));
    return unusable(say(QStringLiteral("%1: nieznane polecenie \u201e%2\u201d (są: %3; zobacz %1 --help)"),
                        root ? QStringLiteral("%1: unknown command \"%2\" (known: %3; try %1 --help)")
                             : QStringLiteral("%1: unknown subcommand \"%2\" (known: %3; try %1 --help)"))
                        .arg(path, word, childNames(node)));
}

bool commandPaints(const CommandNode &root, const QStringList &words)
{
    const CommandNode *node = &root;
    for (const QString &word : words) {
        if (node->paints)
            return true;
        node = childNamed(*node, word);
        if (!node)
            return false;
    }
    return node->paints;
}

} // namespace sztab::cli
