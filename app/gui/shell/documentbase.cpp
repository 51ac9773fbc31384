// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/gui/shell/documentbase.h"

#include "app/gui/shell/appdata.h"
#include "foundation/document.h"
#include "foundation/atomicwrite.h"
#include "foundation/filekinds.h"
#include "foundation/savetarget.h"

#include <QDateTime>
#include <QFile>
#include <QFileInfo>
#include <QMetaObject>
#include <QUuid>

namespace sztab::gui {

namespace {

// The document kind as a sentence names it ("a roster"), from the registered kinds of file.
QString kindName(const QString &kind)
{
    const std::optional<FileKind> file = fileKindOfDocument(kind);
    return file ? file->name.get(AppData::instance().language()) : kind;
}

} // namespace

QString DocumentBase::autosaveFormat() { return QStringLiteral("sztab-autosave"); }

DocumentBase::DocumentBase(const QString &kind, QObject *parent) : QObject(parent), m_kind(kind)
{
    m_autosavePath = AppData::autosaveDir()
        + QStringLiteral("/%1.bwautosave").arg(QUuid::createUuid().toString(QUuid::WithoutBraces));
    m_autosaveTimer.setSingleShot(true);
    m_autosaveTimer.setInterval(2000);
    connect(&m_autosaveTimer, &QTimer::timeout, this, &DocumentBase::writeAutosave);
    AppData::instance().setAutosaveLive(m_autosavePath, true);
}

// A document goes with its window or the app. Unsaved edits the player did not discard by name stay in the autosave
// (written by keepUnsavedEdits() in the derived destructor), so the next start offers them back; only a saved or
// discarded document leaves nothing behind.
DocumentBase::~DocumentBase()
{
    if (!m_modified)
        removeAutosave();
    AppData::instance().setAutosaveLive(m_autosavePath, false);
}

void DocumentBase::keepUnsavedEdits()
{
    if (m_modified && m_autosaveTimer.isActive()) {
        m_autosaveTimer.stop();
        writeAutosave();
    }
}

void DocumentBase::discardChanges()
{
    dropAutosave();
    setModified(false);
}

void DocumentBase::setErrorMessage(const QString &message)
{
    if (message == m_errorMessage)
        return;
    m_errorMessage = message;
    emit errorMessageChanged();
}

void DocumentBase::setModified(bool modified)
{
    if (modified == m_modified)
        return;
    m_modified = modified;
    emit modifiedChanged();
}

void DocumentBase::setFileUrl(const QUrl &url, bool notifyAlways)
{
    if (url == m_fileUrl && !notifyAlways)
        return;
    m_fileUrl = url;
    emit fileUrlChanged();
}

// The labels were marked in the derived classes (QT_TR_NOOP), so they are translated in the derived class's context.
QString DocumentBase::undoText() const
{
    const char *label = undoState().undoLabel;
    return label ? metaObject()->tr(label, nullptr) : QString();
}

QString DocumentBase::redoText() const
{
    const char *label = undoState().redoLabel;
    return label ? metaObject()->tr(label, nullptr) : QString();
}

// ---- files ----------------------------------------------------------------------------------------------------

QString DocumentBase::localFile(const QUrl &url, const char *what)
{
    const QString path = url.isLocalFile() ? url.toLocalFile() : url.scheme().isEmpty() ? url.toString() : QString();
    if (path.isEmpty())
        setErrorMessage(tr("%1: not a local file (%2)").arg(url.toString(), metaObject()->tr(what, nullptr)));
    return path;
}

std::optional<QString> DocumentBase::saveTarget(const QUrl &url, const SaveKind &kind, const char *what)
{
    const QString path = localFile(url, what);
    if (path.isEmpty())
        return std::nullopt;
    // A pipe or a device is refused before its content is looked at (opening a pipe waits for a writer forever).
    Text why;
    std::optional<QString> target;
    if (const auto refused = notARegularFile(path))
        why = *refused;
    else
        target = checkSaveTarget(path, kind, &why);
    if (!target)
        setErrorMessage(why.get(AppData::instance().language()));
    return target;
}

void DocumentBase::markSaved(const QString &path)
{
    setFileUrl(QUrl::fromLocalFile(path));
    dropAutosave();
    setModified(false);
    setErrorMessage(QString());
    rememberRecent();
}

void DocumentBase::rememberRecent()
{
    if (m_fileUrl.isEmpty())
        return;
    const QVariantMap entry = recentEntry();
    if (!entry.isEmpty())
        AppData::instance().addRecent(entry);
}

// ---- autosave -------------------------------------------------------------------------------------------------

void DocumentBase::writeAutosave()
{
    if (!m_modified)
        return;
    const QJsonObject content = autosaveContent();
    if (content.isEmpty())
        return;
    // The wrapper says where the document belongs, so recovery knows the file it was meant for.
    const QJsonObject wrapper{{QStringLiteral("format"), autosaveFormat()},
                              {QStringLiteral("version"), 1},
                              {QStringLiteral("kind"), m_kind},
                              {QStringLiteral("original"), m_fileUrl.isEmpty() ? QString() : m_fileUrl.toLocalFile()},
                              {QStringLiteral("name"), displayName()},
                              {QStringLiteral("savedAt"), QDateTime::currentDateTimeUtc().toString(Qt::ISODate)},
                              {m_kind, content}};
    QString message;
    if (saveJsonAtomically(wrapper, m_autosavePath, &message))
        emit autosaved(m_autosavePath);
    else
        setErrorMessage(message);
}

void DocumentBase::removeAutosave()
{
    if (QFile::exists(m_autosavePath) && QFile::remove(m_autosavePath))
        emit AppData::instance().autosavesChanged();
}

void DocumentBase::dropAutosave()
{
    m_autosaveTimer.stop();
    removeAutosave();
}

bool DocumentBase::unwrapAutosave(QJsonObject *document, const QString &path, QString *original, bool *recovered,
                                  QString *error) const
{
    *recovered = path.endsWith(QLatin1String(".bwautosave"));
    if (documentFormat(*document) != autosaveFormat())
        return true;
    *recovered = true;
    // Autosaves written before plans and catalogues had them name no kind: they hold a roster.
    const QString kind = document->value(QStringLiteral("kind")).toString(QStringLiteral("roster"));
    if (kind != m_kind) {
        *error = tr("%1 holds %2 left unsaved, not %3.").arg(path, kindName(kind), kindName(m_kind));
        return false;
    }
    *original = document->value(QStringLiteral("original")).toString();
    *document = document->value(kind).toObject();
    return true;
}

void DocumentBase::adoptAutosave(const QString &path)
{
    dropAutosave();
    AppData::instance().setAutosaveLive(m_autosavePath, false);
    m_autosavePath = path;
    AppData::instance().setAutosaveLive(m_autosavePath, true);
}

} // namespace sztab::gui
