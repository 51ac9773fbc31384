// SPDX-License-Identifier: GPL-3.0-or-later
// The baseline program of bench_sheets: what any Qt program pays for a PDF — start, a QGuiApplication (fonts),
// one A4 page with one line of text through QPdfWriter, exit.
#include <QGuiApplication>
#include <QPainter>
#include <QPdfWriter>

int main(int argc, char *argv[])
{
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    QGuiApplication app(argc, argv);
    if (argc < 2)
        return 2;
    QPdfWriter writer(QString::fromLocal8Bit(argv[1]));
    writer.setPageSize(QPageSize(QPageSize::A4));
    writer.setResolution(600);
    QPainter painter(&writer);
    painter.setFont(QFont(QStringLiteral("DejaVu Sans"), 10));
    painter.drawText(QPointF(500, 500), QStringLiteral("Bogowie wojny – Napoleon: arkusz rozkazów"));
    return painter.end() ? 0 : 1;
}
