// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Reading and writing the project's JSON documents (CONTRACT: Files): size limit, syntax errors with line:column,
// the `format` and `version` check, the upgrade of older versions, and atomic saves.
#include "foundation/loaderror.h"

#include <QJsonObject>
#include <QList>
#include <QString>

#include <functional>
#include <optional>

namespace sztab {

// Untrusted files larger than this are refused before parsing (a roster of 200,000 regiments is ~15 MB).
inline constexpr qint64 kMaxDocumentBytes = 64 * 1024 * 1024;

// One step of the upgrade path: turns a document of version `from` into version `from + 1`.
struct Migration {
    int from = 0;
    std::function<QJsonObject(QJsonObject)> apply;
};

struct DocumentKind {
    QString format; // "bw-roster", …
    int currentVersion = 1;
    QList<Migration> upgrades; // must cover every version from the oldest readable up to currentVersion - 1
    int oldestVersion = 1;
};

// The kinds the contract defines. Version 1 is the first published version of each, so their upgrade
// lists are empty today; a format change adds a Migration here together with its test.
const DocumentKind &rulesetKind();
const DocumentKind &catalogueKind();
const DocumentKind &rosterKind();

// Parses `bytes` as one JSON object; `file` is only used in messages.
std::optional<QJsonObject> parseJsonObject(const QByteArray &bytes, const QString &file, LoadError *error);
std::optional<QByteArray> readFileBytes(const QString &path, LoadError *error);

// readFileBytes + parseJsonObject: a file on disk to one JSON object, or the error naming the file and place.
std::optional<QJsonObject> readJsonFile(const QString &path, LoadError *error);

// Checks `format` and `version` against `kind` and upgrades an older version to the current one.
std::optional<QJsonObject> checkAndUpgrade(QJsonObject doc, const DocumentKind &kind, const QString &file,
                                           LoadError *error);

// The format name a document says it has ("" when it has none) — to pick a reader for a file of any kind.
QString documentFormat(const QJsonObject &doc);

// Writes through writeFileAtomically (atomicwrite.h): a crash, a full disk or a pipe for a target leaves the old file
// as it was; the reason in the message language. Never over a file of another kind (savetarget.h).
bool saveJsonAtomically(const QJsonObject &doc, const QString &path, QString *errorMessage);

} // namespace sztab
