// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The command line as one tree. A node is a command with a name and a line for its parent's list; a leaf runs
// (parsing its own options), an inner node only names its children. One dispatcher walks the tree and one printer
// writes an inner node's help, so `bwn`, `bwn ksk` and `bwn plan patrol` answer a missing, an unknown or a --help
// subcommand alike.
#include <QList>
#include <QString>
#include <QStringList>

#include <functional>

namespace sztab::cli {

struct CommandNode {
    QString name;
    // One or more lines for the parent's list; a synopsis of the options may come first.
    QString summary;
    // A leaf: args[0] is the command as typed ("bwn ksk status"), then its own arguments.
    std::function<int(const QStringList &args)> run;
    QList<CommandNode> children;
    // An inner node's help: what follows "Usage: bwn ksk SUBCOMMAND" on its first line, and the lines below it.
    QString usageTail;
    QString description;
    QString footer; // after the list of children: options every child takes, exit codes
    QStringList aliases; // other names of the same command, left out of the list
    bool paints = false; // needs fonts, hence a QGuiApplication (children inherit it)
};

// A leaf.
CommandNode leaf(const QString &name, const QString &summary, std::function<int(const QStringList &)> run);

// Runs the command args names: args[0] is `node` as typed ("bwn", "bwn ksk"), args[1] a child's name, and so on.
int dispatch(const CommandNode &node, const QStringList &args);
// An inner node's help: its usage, its children with their summaries, its footer. `path` is the node as typed.
QString helpText(const CommandNode &node, const QString &path);
// Whether the command `words` name (the words after "bwn") paints, so needs a QGuiApplication.
bool commandPaints(const CommandNode &root, const QStringList &words);

} // namespace sztab::cli
