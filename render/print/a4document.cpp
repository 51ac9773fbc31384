// SPDX-License-Identifier: GPL-3.0-or-later
#include "render/print/a4document.h"

#include "foundation/atomicwrite.h"
#include "foundation/savetarget.h"
#include "foundation/text.h"

#include <QBuffer>
#include <QPageLayout>
#include <QPdfWriter>

namespace sztab::print {

bool writeA4Pdf(const A4Document &document, const QString &path, const QString &lang, QString *error, int *pages)
{
    // A pipe or a device first: looking at its content would wait forever.
    std::optional<Text> why = notARegularFile(path);
    if (!why)
        why = otherContentAt(path, FileContent::pdf()); // never a PDF over a game, a plan or a roster
    if (why) {
        *error = why->get(lang);
        return false;
    }
    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    QPdfWriter writer(&buffer);
    writer.setPageSize(QPageSize(QPageSize::A4));
    writer.setPageOrientation(QPageLayout::Portrait);
    writer.setPageMargins(QMarginsF(0, 0, 0, 0)); // the painters keep their own margins
    writer.setResolution(document.resolution);
    writer.setTitle(document.title);
    writer.setCreator(QStringLiteral("Sztab"));
    const int painted = document.paint ? document.paint(&writer) : 0;
    if (painted == 0) {
        *error = isPolish(lang) ? QStringLiteral("%1: nie da się narysować stron").arg(path)
                                : QStringLiteral("%1: cannot paint the pages").arg(path);
        return false;
    }
    Text failed;
    if (!writeFileAtomically(path, bytes, &failed)) {
        *error = failed.get(lang);
        return false;
    }
    if (pages)
        *pages = painted;
    return true;
}

} // namespace sztab::print
