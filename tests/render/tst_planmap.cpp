// SPDX-License-Identifier: GPL-3.0-or-later
// The plan's map (core/plan/map): painted to scale with A at the bottom — the colours at known table points of a
// rendered PNG, the scale, the marks of broken rules, hidden positions only for their player, and the SVG.
#include "planfixture.h"
#include "render/tablemap/planmap.h"

#include "bw/dataset.h"
#include "render/tablemap/mapstyle.h"

#include <QBuffer>
#include <QTemporaryDir>
#include <QTest>

using namespace sztab;
using namespace sztab::plan;
using namespace sztab::test;

class TstPlanMap : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void toScaleWithAAtTheBottom();
    void piecesInTheirMapColours();
    void brokenRulesAreCircled();
    void hiddenPositionsOnlyForTheirPlayer();
    void svgAndPngFiles();
    void legendShowsWhatIsOnTheMap();
    void landscapePageForAWideTable();

private:
    PlanContext context(const BattlePlan &p) const { return *planContext(*m_ruleset, p); }
    static int colourDistance(QColor a, QColor b)
    {
        return std::abs(a.red() - b.red()) + std::abs(a.green() - b.green()) + std::abs(a.blue() - b.blue());
    }
    // The pixel at a table point of a map rendered at `ppu` pixels per cm.
    static QColor at(const QImage &image, const PlanContext &c, QPointF table)
    {
        const QPointF d = mapTransform(c, QRectF(QPointF(0, 0), QSizeF(image.size()))).map(table);
        return image.pixelColor(int(d.x()), int(d.y()));
    }
    int redPixels(const QImage &image, QRect area) const
    {
        int n = 0;
        for (int y = area.top(); y <= area.bottom(); ++y)
            for (int x = area.left(); x <= area.right(); ++x) {
                const QColor c = image.pixelColor(x, y);
                n += c.red() > 200 && c.green() < 60 && c.blue() < 60;
            }
        return n;
    }
    DataSet m_data;
    const Ruleset *m_ruleset = nullptr;
};

void TstPlanMap::initTestCase()
{
    LoadError error;
    QVERIFY2(m_data.load({QStringLiteral(SZTAB_SOURCE_DATA_DIR)}, &error), qPrintable(error.toLine()));
    m_ruleset = m_data.ruleset(QStringLiteral("bwn-4.0"));
    QVERIFY(m_ruleset);
}

void TstPlanMap::toScaleWithAAtTheBottom()
{
    const BattlePlan p = emptyPlan(180, 120);
    const PlanContext c = context(p);
    MapOptions o;
    o.pixelsPerUnit = 5;
    const QImage image = renderMap(c, p, o);
    // The table plus 9 cm on each side, 9 above and 12 below: (180 + 18) x (120 + 21) cm at 5 px/cm.
    QCOMPARE(image.size(), QSize(990, 705));
    const QTransform t = mapTransform(c, QRectF(QPointF(0, 0), QSizeF(image.size())));
    QCOMPARE(t.map(QPointF(0, 0)), QPointF(45, 645));     // A's left corner, bottom left
    QCOMPARE(t.map(QPointF(180, 120)), QPointF(945, 45)); // B's right corner, top right
    // A's base of operations (blue) at the bottom middle, B's (red) at the top middle.
    QVERIFY(colourDistance(at(image, c, {90, 2}), playerColour(true)) < 30);
    QVERIFY(colourDistance(at(image, c, {90, 118}), playerColour(false)) < 30);
}

void TstPlanMap::piecesInTheirMapColours()
{
    BattlePlan p = emptyPlan();
    p.terrain << rectPiece(QStringLiteral("wood"), QStringLiteral("woods"), 30, 60, 20, 20)
              << rectPiece(QStringLiteral("town"), QStringLiteral("bua-1"), 90, 60, 10, 10)
              << linePiece(QStringLiteral("river"), QStringLiteral("river"), {{0, 90}, {120, 90}}, 5);
    const PlanContext c = context(p);
    MapOptions o;
    o.pixelsPerUnit = 8;
    const QImage image = renderMap(c, p, o);
    // The wood is green (its fill with a darker dot pattern), the town brick, the river blue, the open table pale.
    const QColor wood = at(image, c, {30.3, 60.3});
    QVERIFY2(wood.green() > wood.red() && wood.green() > wood.blue(), qPrintable(wood.name()));
    QVERIFY(colourDistance(at(image, c, {92, 62}), pieceStyle(QStringLiteral("bua-1"), QString()).fill) < 40);
    QVERIFY(colourDistance(at(image, c, {50, 90}), pieceStyle(QStringLiteral("river"), QString()).fill) < 40);
    QVERIFY(colourDistance(at(image, c, {63, 42}), QColor(0xee, 0xf2, 0xe2)) < 40);
}

void TstPlanMap::brokenRulesAreCircled()
{
    BattlePlan p = emptyPlan();
    p.terrain << rectPiece(QStringLiteral("off"), QStringLiteral("woods"), 20, 60, 10, 10);
    const PlanContext c = context(p);
    MapOptions o;
    o.pixelsPerUnit = 6;
    const QRect around =
        QRectF(
            mapTransform(c, QRectF(QPointF(0, 0), QSizeF(renderMap(c, p, o).size()))).mapRect(QRectF(10, 50, 20, 20)))
            .toAlignedRect()
            .adjusted(-20, -20, 20, 20);
    QCOMPARE(redPixels(renderMap(c, p, o), around), 0);
    o.issues = checkPlan(c, p).issues; // none yet
    QVERIFY(o.issues.isEmpty());
    p.terrain[0].centre = JsonPoint{2, 60}; // now off the table
    const PlanContext broken = context(p);
    o.issues = checkPlan(broken, p).issues;
    QCOMPARE(o.issues.size(), 1);
    const QImage image = renderMap(broken, p, o);
    const QRect near =
        QRectF(mapTransform(broken, QRectF(QPointF(0, 0), QSizeF(image.size()))).mapRect(QRectF(-5, 50, 15, 20)))
            .toAlignedRect()
            .adjusted(-20, -20, 20, 20);
    QVERIFY(redPixels(image, near) > 50);
}

void TstPlanMap::hiddenPositionsOnlyForTheirPlayer()
{
    BattlePlan p = emptyPlan();
    p.notes.a = PlayerNotes{
        QString(), {{QStringLiteral("voltigeurs"), {30, 40}}, {QStringLiteral("tirailleurs"), {31, 40}}}, {}, {}, {}};
    const PlanContext c = context(p);
    MapOptions o;
    o.pixelsPerUnit = 6;
    o.issues = checkPlan(c, p).issues; // AMBUSH_SAME_PLACE for A
    QCOMPARE(o.issues.size(), 1);
    const QImage publicMap = renderMap(c, p, o);
    o.notesOf = Player::B;
    const QImage forB = renderMap(c, p, o);
    o.notesOf = Player::A;
    const QImage forA = renderMap(c, p, o);
    QCOMPARE(forB, publicMap); // nothing of A's shows on B's map, not even the mark of A's broken rule
    QVERIFY(forA != publicMap);
    const QRect spot =
        QRectF(mapTransform(c, QRectF(QPointF(0, 0), QSizeF(forA.size()))).mapRect(QRectF(25, 35, 12, 10)))
            .toAlignedRect();
    QVERIFY(redPixels(forA, spot) > 10);
    QCOMPARE(redPixels(publicMap, spot), 0);
}

void TstPlanMap::svgAndPngFiles()
{
    BattlePlan p = emptyPlan();
    p.terrain << rectPiece(QStringLiteral("wood"), QStringLiteral("woods"), 30, 60, 20, 20);
    const PlanContext c = context(p);
    QTemporaryDir dir;
    QString error;
    const MapOptions o;
    QVERIFY2(saveMap(dir.filePath(QStringLiteral("m.svg")), c, p, o, &error), qPrintable(error));
    QVERIFY2(saveMap(dir.filePath(QStringLiteral("m.png")), c, p, o, &error), qPrintable(error));
    QFile svg(dir.filePath(QStringLiteral("m.svg")));
    QVERIFY(svg.open(QIODevice::ReadOnly));
    const QByteArray text = svg.readAll();
    QVERIFY(text.contains("<svg") && text.contains("viewBox=\"0 0 828 846\""));
    QImage png(dir.filePath(QStringLiteral("m.png")));
    QCOMPARE(png.size(), mapSize(c, o));
    QVERIFY(!saveMap(dir.filePath(QStringLiteral("m.gif")), c, p, o, &error));
    QVERIFY(error.contains(QLatin1String(".svg or .png")));
}

void TstPlanMap::legendShowsWhatIsOnTheMap()
{
    // The legend (issue 6 §9) below the scale bar: a swatch of each terrain type present, nothing of a type that is
    // absent; the frame grows for it, and the transform without options stays the view's (no legend).
    BattlePlan p = emptyPlan();
    p.terrain << rectPiece(QStringLiteral("w"), QStringLiteral("woods"), 60, 60, 20, 15);
    const PlanContext c = context(p);
    MapOptions plain, withLegend;
    plain.pixelsPerUnit = withLegend.pixelsPerUnit = 5;
    withLegend.legend = true;
    QVERIFY(mapSize(c, withLegend).height() > mapSize(c, plain).height());
    QCOMPARE(mapSize(c, withLegend).width(), mapSize(c, plain).width());
    const QRectF target(0, 0, 600, 600);
    QCOMPARE(mapTransform(c, target), mapTransform(c, target, plain));
    QVERIFY(mapTransform(c, target) != mapTransform(c, target, withLegend));
    // Pixels of the woods' fill below the table's bottom edge and the scale bar (table y < -12): only in the legend.
    auto woodsBelowTheTable = [&](const BattlePlan &plan, const MapOptions &o) {
        const PlanContext pc = context(plan);
        const QImage image = renderMap(pc, plan, o);
        const int top =
            int(mapTransform(pc, QRectF(QPointF(0, 0), QSizeF(image.size())), o).map(QPointF(0, -12.5)).y());
        int n = 0;
        for (int y = std::max(0, top); y < image.height(); ++y)
            for (int x = 0; x < image.width(); ++x)
                n += colourDistance(image.pixelColor(x, y), pieceStyle(QStringLiteral("woods"), QString()).fill) < 12;
        return n;
    };
    QVERIFY(woodsBelowTheTable(p, withLegend) > 20);
    QCOMPARE(woodsBelowTheTable(p, plain), 0);
    BattlePlan noWoods = emptyPlan();
    noWoods.terrain << rectPiece(QStringLiteral("h"), QStringLiteral("hills"), 60, 60, 20, 15);
    QCOMPARE(woodsBelowTheTable(noWoods, withLegend), 0);
}

void TstPlanMap::landscapePageForAWideTable()
{
    // The A4 page of `bwn sheets --plan` turns landscape for a table wider than deep, so the map is larger on paper.
    QCOMPARE(mapPageOrientation(context(emptyPlan(120, 120))), QPageLayout::Portrait);
    QCOMPARE(mapPageOrientation(context(emptyPlan(180, 120))), QPageLayout::Landscape);
    QCOMPARE(mapPageOrientation(context(emptyPlan(240, 120))), QPageLayout::Landscape);
    // On a landscape A4 area (277 x 190 mm inside the margins) a 180x120 map is drawn larger than on a portrait one.
    MapOptions o;
    o.legend = true;
    const PlanContext c = context(emptyPlan(180, 120));
    QVERIFY(mapTransform(c, QRectF(0, 0, 277, 190), o).m11() > 1.25 * mapTransform(c, QRectF(0, 0, 190, 277), o).m11());
}

QTEST_MAIN(TstPlanMap)
#include "tst_planmap.moc"
