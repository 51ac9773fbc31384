// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The kinds of file Sztab reads and writes, and the saves that write them, as a registry: the foundation knows no
// game. It holds from the start only what other programs' files are (PDF, PNG, SVG); each game registers its own
// documents from its own room (bw/filekinds.h, ksk/filekinds.h, mac/filekinds.h), and every program registers every
// game once at start (games/registeredgames.h). The save check (savetarget.h) and the app's file dialogs, recent
// files and recovery read the kinds here.
#include "foundation/text.h"

#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

namespace sztab {

// One kind of file.
struct FileKind {
    QString id;              // a Sztab document's JSON `format` ("bw-roster"), or "pdf", "png", "svg"
    QStringList suffixes;    // the names its files end in, the usual first ("bwroster", "json", "bwautosave")
    Text name;               // in a sentence: "a roster" / "rozpiska"
    Text title;              // on its own: "Roster" / "Rozpiska"
    Text filesName;          // a file dialog's filter: "Rosters" / "Rozpiski"
    QString documentKind;    // the app's name of the document it holds (autosaves, recent files): "roster"; "": none
    // A kind that is not JSON is known by its first bytes; a JSON document by its `format`, which is the id.
    bool (*recognise)(const QByteArray &head) = nullptr;
};

// What a file on disk holds: a registered kind's id, or one of the states below. Read from the file's first bytes
// and a JSON document's `format`, never from its name.
struct FileContent {
    QString kind;

    static FileContent absent() { return {QStringLiteral("absent")}; }
    static FileContent empty() { return {QStringLiteral("empty")}; }
    static FileContent other() { return {QStringLiteral("other")}; }         // bytes no kind claims
    static FileContent otherJson() { return {QStringLiteral("other-json")}; } // JSON of no registered format
    static FileContent pdf() { return {QStringLiteral("pdf")}; }
    static FileContent png() { return {QStringLiteral("png")}; }
    static FileContent svg() { return {QStringLiteral("svg")}; }
    // The content a JSON document's `format` makes it: the registered kind, or otherJson().
    static FileContent ofFormat(const QString &format);

    friend bool operator==(const FileContent &, const FileContent &) = default;
};

// One kind of save: what it writes, under which names, and how the window and its refusals name it.
struct SaveKind {
    QString id;           // how the window asks for it: "roster", "rosterJson", "map", "pdf", "kskGame"
    QStringList suffixes; // the names it writes, the usual first ("svg", "png" for a map)
    QString content;      // the kind of file written; "": the kind its name's suffix names (a map: SVG or PNG)
    Text name;            // what a refusal says is being saved: "a roster as JSON"
    Text filesName;       // the file dialog's filter: "Roster JSON"; none: each suffix's kind's ("SVG images")

    // The kind of file a save to a name ending in `suffix` writes.
    FileContent writes(const QString &suffix) const;
};

// Adds a kind; one with the same id is replaced, so registering twice is harmless.
void registerFileKind(const FileKind &kind);
void registerSaveKind(const SaveKind &kind);

std::optional<FileKind> findFileKind(const QString &id);
std::optional<FileKind> fileKindOfDocument(const QString &documentKind);
std::optional<SaveKind> findSaveKind(const QString &id);
QList<FileKind> fileKinds();
QList<SaveKind> saveKinds();

// The save of a PDF (sheets, schedules, diagrams): other programs' format, so the foundation's own.
SaveKind pdfSave();

// How `content` is named in `lang`: "a roster", "an empty file", "another JSON file".
QString contentName(const FileContent &content, const QString &lang);

} // namespace sztab
