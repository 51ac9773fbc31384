// SPDX-License-Identifier: GPL-3.0-or-later
// Before the game (BWN 14.3–14.6, 15.1; DIGEST §2): the battlefield table row by row, pieces per table, the placement
// sequence (checked as properties over 10,000 seeds), the placement check's codes, the battle frame, and `bwn terrain`.
#include "bw/battleframe.h"
#include "bw/dataset.h"
#include "foundation/dice.h"
#include "bw/roster.h"
#include "bw/terrain.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTest>

using namespace sztab;

class TstTerrain : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();

    void bwn14_3_battlefieldTable_data();
    void bwn14_3_battlefieldTable();
    void bwn14_3_typeIdsInTableOrder();
    void bwn14_3_noRowOutsideTheDie();
    void bwn14_3_seededRollsAreUniform();
    void bwn14_3_physicalDiceRoll();
    void bwn14_3_sameSeedSameBattlefield();

    void bwn14_4_piecesPerTable();
    void bwn14_4_sequencePropertiesOverSeeds();
    void bwn14_4_sameSeedSameSequence();
    void bwn14_4_mandatoryStreamIsAsFirstPiece();
    void bwn14_4_riverGivesTheOtherPlayerABridge();
    void bwn14_4_streamAndRiverFirstAndSecond();
    void bwn14_4_boughtSpecialFortificationsInOrder();
    void bwn14_4_bigTableStopsAtTheMaxima();
    void bwn14_4_maximaMessageCountsStreamAndRiver();
    void bwn14_4_upgradesOfARoster();
    void bwn14_4_withoutPlacementBlock();
    void bwn14_4_millionsOfFortificationsStayOnOneTable();

    void bwn14_4_checkLegalPlacement();
    void bwn14_3_checkOverMax();
    void bwn14_3_checkUnderMin();
    void bwn14_4_checkTooManyPieces();
    void bwn14_4_checkRiverNotFirst();
    void bwn14_3_checkRoadsOver();
    void bwn14_4_checkNotAlternating();
    void bwn14_4_checkMinimumsNotFirst();
    void bwn14_4_checkPhaseOrder();
    void bwn14_4_checkBridge();
    void bwn14_3_checkUnknownType();
    void bwn14_3_boughtAndSpecialOutsideMaxima();

    void bwn14_5_basesOfOperations();
    void bwn14_5_baseOnAWiderTable();
    void bwn14_6_deploymentZones();
    void bwn14_6_vanguardObjectivesAndTurns();
    void bwn14_6_armyMoraleValue();
    void bwn14_6_biggerBattleObjectives();
    void bwn12_2_armyBattleObjectives();
    void bwn14_6_frameErrors();
    void bwn15_1_ambushLimits();

    void bwn14_3_cliJson();
    void bwn14_3_cliSameSeedSameOutput();
    void bwn14_3_cliUnusableArguments();

private:
    const Ruleset &rs() const { return *m_ruleset; }
    BattlefieldAllowance allow(int roll, const QString &table = QStringLiteral("120x120")) const;
    QList<ProposedPiece> plainsLegal() const;
    static QStringList codes(const QList<TerrainIssue> &issues);
    QByteArray runBwn(const QStringList &args, int *exitCode, QByteArray *err = nullptr) const;

    DataSet m_data;
    const Ruleset *m_ruleset = nullptr;
};

void TstTerrain::initTestCase()
{
    LoadError error;
    QVERIFY2(m_data.load({QStringLiteral(SZTAB_SOURCE_DATA_DIR)}, &error), qPrintable(error.toLine()));
    m_ruleset = m_data.ruleset(QStringLiteral("bwn-4.0"));
    QVERIFY(m_ruleset);
    QVERIFY(m_ruleset->terrain.placement);
    QVERIFY(m_ruleset->battle);
}

BattlefieldAllowance TstTerrain::allow(int roll, const QString &table) const
{
    const BattlefieldType *b = battlefieldFromRoll(rs(), roll);
    if (!b)
        qFatal("no battlefield %d", roll);
    const auto a = allowance(rs(), *b, table);
    if (!a)
        qFatal("no table %s", qPrintable(table));
    return *a;
}

QStringList TstTerrain::codes(const QList<TerrainIssue> &issues)
{
    QStringList out;
    for (const TerrainIssue &i : issues)
        out << i.code;
    return out;
}

// ---- BWN 14.3 ----

void TstTerrain::bwn14_3_battlefieldTable_data()
{
    QTest::addColumn<int>("roll");
    QTest::addColumn<QString>("id");
    QTest::addColumn<QString>("nameEn");
    // DIGEST §2 (BWN 14.3), "max (min)" per column: difficult, woods, hills, impassable, stream, river, fences,
    // BUA 1, BUA 2, BUA 3, roads.
    QTest::addColumn<QList<int>>("maxima");
    QTest::addColumn<QList<int>>("minima");
    QTest::newRow("1 developed areas") << 1 << QStringLiteral("developed") << QStringLiteral("developed areas")
                                       << QList<int>{2, 2, 2, 1, 1, 1, 3, 2, 4, 3, 4}
                                       << QList<int>{1, 1, 0, 0, 0, 0, 1, 1, 2, 1, 2};
    QTest::newRow("2 farmland") << 2 << QStringLiteral("farmland") << QStringLiteral("farmland")
                                << QList<int>{4, 2, 2, 1, 1, 1, 4, 4, 2, 1, 4}
                                << QList<int>{2, 1, 0, 0, 0, 0, 2, 2, 1, 0, 2};
    QTest::newRow("3 plains") << 3 << QStringLiteral("plains") << QStringLiteral("plains")
                              << QList<int>{3, 4, 3, 1, 1, 1, 2, 3, 2, 1, 2}
                              << QList<int>{1, 2, 1, 0, 0, 0, 0, 1, 1, 0, 2};
    QTest::newRow("4 wooded land") << 4 << QStringLiteral("wooded") << QStringLiteral("wooded land")
                                   << QList<int>{3, 6, 4, 1, 1, 1, 1, 2, 1, 0, 2}
                                   << QList<int>{1, 4, 2, 0, 1, 0, 0, 1, 0, 0, 2};
    QTest::newRow("5 uplands") << 5 << QStringLiteral("uplands") << QStringLiteral("uplands")
                               << QList<int>{2, 4, 6, 2, 1, 1, 2, 2, 2, 0, 2}
                               << QList<int>{1, 2, 3, 0, 0, 0, 0, 1, 1, 0, 2};
    QTest::newRow("6 mountains") << 6 << QStringLiteral("mountains") << QStringLiteral("mountains")
                                 << QList<int>{2, 4, 8, 2, 1, 1, 1, 2, 1, 0, 2}
                                 << QList<int>{1, 2, 4, 1, 1, 0, 0, 1, 0, 0, 2};
}

static const QStringList kTypes{QStringLiteral("difficult"),  QStringLiteral("woods"),  QStringLiteral("hills"),
                                QStringLiteral("impassable"), QStringLiteral("stream"), QStringLiteral("river"),
                                QStringLiteral("fences"),     QStringLiteral("bua-1"),  QStringLiteral("bua-2"),
                                QStringLiteral("bua-3"),      QStringLiteral("roads")};

void TstTerrain::bwn14_3_battlefieldTable()
{
    QFETCH(int, roll);
    QFETCH(QString, id);
    QFETCH(QString, nameEn);
    QFETCH(QList<int>, maxima);
    QFETCH(QList<int>, minima);
    const BattlefieldType *b = battlefieldFromRoll(rs(), roll);
    QVERIFY(b);
    QCOMPARE(b->id, id);
    QCOMPARE(b->name.get(QStringLiteral("en")).toLower(), nameEn);
    for (const QString &table : {QStringLiteral("120x120"), QStringLiteral("180x120"), QStringLiteral("240x120")}) {
        const auto a = allowance(rs(), *b, table);
        QVERIFY(a);
        for (qsizetype i = 0; i < kTypes.size(); ++i) {
            const TerrainAllowance lim = a->limit(kTypes[i]);
            QVERIFY2(lim.max == maxima[i] && lim.min == minima[i],
                     qPrintable(QStringLiteral("%1 on %2: %3 (%4), digest %5 (%6)")
                                    .arg(kTypes[i], table)
                                    .arg(lim.max)
                                    .arg(lim.min)
                                    .arg(maxima[i])
                                    .arg(minima[i])));
        }
    }
}

void TstTerrain::bwn14_3_typeIdsInTableOrder()
{
    const BattlefieldAllowance a = allow(1);
    QCOMPARE(a.typeOrder, kTypes);
    QCOMPARE(a.roadType, QStringLiteral("roads"));
    QCOMPARE(battlefieldDie(rs()), 6);
}

void TstTerrain::bwn14_3_noRowOutsideTheDie()
{
    QVERIFY(!battlefieldFromRoll(rs(), 0));
    QVERIFY(!battlefieldFromRoll(rs(), 7));
    for (int r = 1; r <= 6; ++r)
        QVERIFY(battlefieldFromRoll(rs(), r));
}

void TstTerrain::bwn14_3_seededRollsAreUniform()
{
    const int n = 10000;
    QList<int> counts(7, 0);
    for (int seed = 0; seed < n; ++seed) {
        SeededDice dice(static_cast<quint64>(seed));
        const auto r = rollBattlefield(rs(), dice);
        QVERIFY(r && r->battlefield);
        QCOMPARE(r->battlefield->roll, r->roll);
        QCOMPARE(dice.history().size(), 1);
        QCOMPARE(dice.history().first().sides, 6);
        ++counts[r->roll];
    }
    for (int face = 1; face <= 6; ++face) {
        const double expected = n / 6.0;
        QVERIFY2(std::abs(counts[face] - expected) <= 0.15 * expected,
                 qPrintable(QStringLiteral("face %1: %2 of %3 rolls").arg(face).arg(counts[face]).arg(n)));
    }
}

void TstTerrain::bwn14_3_physicalDiceRoll()
{
    PhysicalDice dice({4});
    const auto r = rollBattlefield(rs(), dice);
    QVERIFY(r);
    QCOMPARE(r->roll, 4);
    QCOMPARE(r->battlefield->id, QStringLiteral("wooded"));
    QCOMPARE(dice.used(), 1);

    QString error;
    PhysicalDice none({});
    QVERIFY(!rollBattlefield(rs(), none, &error));
    QVERIFY(error.contains(QStringLiteral("d6")));
    PhysicalDice off({7});
    QVERIFY(!rollBattlefield(rs(), off, &error));
    QVERIFY(!error.isEmpty());
}

void TstTerrain::bwn14_3_sameSeedSameBattlefield()
{
    for (quint64 seed : {0ULL, 1ULL, 42ULL, 18446744073709551615ULL}) {
        SeededDice a(seed), b(seed);
        QCOMPARE(rollBattlefield(rs(), a)->roll, rollBattlefield(rs(), b)->roll);
    }
}

// ---- BWN 14.4 ----

void TstTerrain::bwn14_4_piecesPerTable()
{
    QCOMPARE(allow(3, QStringLiteral("120x120")).pieces, 12);
    QCOMPARE(allow(3, QStringLiteral("180x120")).pieces, 18);
    QCOMPARE(allow(3, QStringLiteral("240x120")).pieces, 24);
    QCOMPARE(tableSizes(rs()),
             (QStringList{QStringLiteral("120x120"), QStringLiteral("180x120"), QStringLiteral("240x120")}));
    QString error;
    QVERIFY(!allowance(rs(), *battlefieldFromRoll(rs(), 3), QStringLiteral("100x100"), &error));
    QVERIFY(error.contains(QStringLiteral("100x100")));
    // 12 and 18 pieces always fit the maxima, so the sequence has exactly that many.
    for (int roll = 1; roll <= 6; ++roll)
        for (const QString &t : {QStringLiteral("120x120"), QStringLiteral("180x120")}) {
            const auto seq = placementSequence(rs(), allow(roll, t));
            const auto n = std::count_if(seq.cbegin(), seq.cend(),
                                         [](const PlacementStep &s) { return s.kind == PieceKind::Piece; });
            QCOMPARE(int(n), allow(roll, t).pieces);
        }
}

// Every sequence a seed gives (battlefield from the seed's d6, table by the seed), and a random completion of its
// free choices with the same seeded dice, keeps BWN 14.4.
void TstTerrain::bwn14_4_sequencePropertiesOverSeeds()
{
    const QStringList tables = tableSizes(rs());
    const QStringList water = rs().terrain.placement->firstPieceTypes;
    for (int seed = 0; seed < 10000; ++seed) {
        SeededDice dice(static_cast<quint64>(seed));
        const auto rolled = rollBattlefield(rs(), dice);
        QVERIFY(rolled);
        const QString table = tables[seed % tables.size()];
        const BattlefieldAllowance a = *allowance(rs(), *rolled->battlefield, table);
        const QList<PlacementStep> seq = placementSequence(rs(), a);
        const QString at = QStringLiteral("seed %1, battlefield %2, table %3").arg(seed).arg(rolled->roll).arg(table);

        int lastPhase = -1, pieces = 0, roads = 0, roadsMandatory = 0;
        bool freeSeen = false;
        int pieceNo[2] = {0, 0};
        QMap<QString, int> perType, mandatoryPerType;
        for (qsizetype i = 0; i < seq.size(); ++i) {
            const PlacementStep &s = seq[i];
            QVERIFY2(s.step == i + 1, qPrintable(at));
            QVERIFY2(int(s.kind) >= lastPhase, qPrintable(at + QStringLiteral(": phases out of order")));
            lastPhase = int(s.kind);
            QVERIFY2(!s.what.get(QStringLiteral("pl")).isEmpty() && !s.what.get(QStringLiteral("en")).isEmpty(),
                     qPrintable(at));
            if (s.kind == PieceKind::Piece) {
                ++pieces;
                // alternately, from A
                QVERIFY2(s.player == (pieces % 2 == 1 ? Player::A : Player::B),
                         qPrintable(at + QStringLiteral(": piece %1 not alternating").arg(pieces)));
                const int mine = ++pieceNo[int(s.player)];
                // minimums first
                if (s.mandatory)
                    QVERIFY2(!freeSeen, qPrintable(at + QStringLiteral(": mandatory piece after a free one")));
                else
                    freeSeen = true;
                if (!s.type.isEmpty()) {
                    ++perType[s.type];
                    if (s.mandatory)
                        ++mandatoryPerType[s.type];
                    if (water.contains(s.type))
                        QVERIFY2(mine <= water.size(),
                                 qPrintable(at + QStringLiteral(": water as piece %1").arg(mine)));
                } else {
                    QVERIFY2(!s.mandatory, qPrintable(at));
                }
            } else if (s.kind == PieceKind::Road) {
                ++roads;
                QVERIFY2(s.player == (roads % 2 == 1 ? Player::B : Player::A),
                         qPrintable(at + QStringLiteral(": road %1").arg(roads)));
                if (s.mandatory)
                    ++roadsMandatory;
            } else {
                QFAIL(qPrintable(at + QStringLiteral(": unexpected kind %1").arg(QLatin1String(enumName(s.kind)))));
            }
        }
        QVERIFY2(pieces <= a.pieces, qPrintable(at));
        QVERIFY2(roads <= a.limit(QStringLiteral("roads")).max,
                 qPrintable(at + QStringLiteral(": roads over the maximum")));
        QCOMPARE(roads, a.limit(QStringLiteral("roads")).max);
        QCOMPARE(roadsMandatory, a.limit(QStringLiteral("roads")).min);
        for (const QString &t : a.typeOrder) {
            if (t == a.roadType)
                continue;
            QVERIFY2(perType.value(t) <= a.limit(t).max,
                     qPrintable(at + QStringLiteral(": %1 over its maximum").arg(t)));
            QVERIFY2(mandatoryPerType.value(t) == a.limit(t).min,
                     qPrintable(at + QStringLiteral(": %1 minimum").arg(t)));
        }

        // Complete the free choices at random within the maxima (never water: only first pieces): always legal.
        QList<ProposedPiece> proposed = proposedFrom(seq);
        QMap<QString, int> used = perType;
        for (ProposedPiece &p : proposed) {
            if (p.kind != PieceKind::Piece || !p.type.isEmpty())
                continue;
            QStringList open;
            for (const QString &t : a.typeOrder)
                if (t != a.roadType && !water.contains(t) && used.value(t) < a.limit(t).max)
                    open << t;
            QVERIFY2(!open.isEmpty(), qPrintable(at + QStringLiteral(": a free piece with nothing left to place")));
            p.type = open[*dice.roll(int(open.size())) - 1];
            ++used[p.type];
        }
        const QList<TerrainIssue> issues = checkPieces(rs(), a, proposed);
        QVERIFY2(issues.isEmpty(), qPrintable(at + QStringLiteral(": ") + codes(issues).join(QStringLiteral(", "))));
    }
}

void TstTerrain::bwn14_4_sameSeedSameSequence()
{
    for (quint64 seed : {3ULL, 77ULL, 123456789ULL}) {
        SeededDice a(seed), b(seed);
        const auto ra = rollBattlefield(rs(), a), rb = rollBattlefield(rs(), b);
        QCOMPARE(ra->roll, rb->roll);
        const auto sa = placementSequence(rs(), *allowance(rs(), *ra->battlefield, QStringLiteral("180x120")));
        const auto sb = placementSequence(rs(), *allowance(rs(), *rb->battlefield, QStringLiteral("180x120")));
        QCOMPARE(sa, sb);
    }
}

// Wooded land and mountains need a stream: it can only be a first piece, so it is A's first (reading).
void TstTerrain::bwn14_4_mandatoryStreamIsAsFirstPiece()
{
    for (int roll : {4, 6}) {
        const auto seq = placementSequence(rs(), allow(roll));
        QCOMPARE(seq.first().player, Player::A);
        QCOMPARE(seq.first().type, QStringLiteral("stream"));
        QVERIFY(seq.first().mandatory);
        QVERIFY(seq.first().what.get(QStringLiteral("en")).contains(QStringLiteral("first")));
        QVERIFY(seq.first().what.get(QStringLiteral("pl")).contains(QStringLiteral("pierwszy")));
        // no bridge: nobody placed a river
        QVERIFY(
            std::none_of(seq.cbegin(), seq.cend(), [](const PlacementStep &s) { return s.kind == PieceKind::Bridge; }));
    }
    // Without a mandatory stream, each player's first and second pieces say where a stream or river would go.
    const auto seq = placementSequence(rs(), allow(1));
    for (int i = 0; i < 4; ++i)
        QVERIFY(seq[i].what.get(QStringLiteral("en")).contains(QStringLiteral("stream or river")));
    QVERIFY(!seq[4].what.get(QStringLiteral("en")).contains(QStringLiteral("stream or river")));
}

void TstTerrain::bwn14_4_riverGivesTheOtherPlayerABridge()
{
    PlacementInput in;
    in.b.water = {QStringLiteral("river")};
    const BattlefieldAllowance a = allow(3);
    const auto seq = placementSequence(rs(), a, in);
    QCOMPARE(seq[1].player, Player::B);
    QCOMPARE(seq[1].type, QStringLiteral("river"));
    QVERIFY(!seq[1].mandatory);
    QCOMPARE(seq.last().kind, PieceKind::Bridge);
    QCOMPARE(seq.last().player, Player::A);
    QVERIFY(seq.last().what.get(QStringLiteral("en")).contains(QStringLiteral("bridge or ford")));
    QCOMPARE(int(std::count_if(seq.cbegin(), seq.cend(),
                               [](const PlacementStep &s) { return s.kind == PieceKind::Bridge; })),
             1);
    // still 12 pieces: the river is one of them
    QCOMPARE(
        int(std::count_if(seq.cbegin(), seq.cend(), [](const PlacementStep &s) { return s.kind == PieceKind::Piece; })),
        12);
    // a second river is not possible (max 1): B's request after A's is dropped
    PlacementInput both;
    both.a.water = {QStringLiteral("river")};
    both.b.water = {QStringLiteral("river")};
    const auto seq2 = placementSequence(rs(), a, both);
    QCOMPARE(seq2[0].type, QStringLiteral("river"));
    QVERIFY(seq2[1].type != QStringLiteral("river"));
    QCOMPARE(seq2.last().player, Player::B);
}

void TstTerrain::bwn14_4_streamAndRiverFirstAndSecond()
{
    PlacementInput in;
    in.a.water = {QStringLiteral("stream"), QStringLiteral("river")};
    const auto seq = placementSequence(rs(), allow(4), in); // wooded land: the stream is mandatory
    QCOMPARE(seq[0].type, QStringLiteral("stream"));
    QVERIFY(seq[0].mandatory);
    QCOMPARE(seq[2].type, QStringLiteral("river"));
    QCOMPARE(seq[2].player, Player::A);
    QVERIFY(!seq[2].mandatory);
    QCOMPARE(seq.last().kind, PieceKind::Bridge);
    QCOMPARE(seq.last().player, Player::B);
}

void TstTerrain::bwn14_4_boughtSpecialFortificationsInOrder()
{
    PlacementInput in;
    in.a.bought = {QStringLiteral("woods")};
    in.b.bought = {QStringLiteral("hills"), QStringLiteral("bua-1")};
    in.b.special = {SpecialTerrain{QStringLiteral("difficult"),
                                   Text::translated(QStringLiteral("Bagno"), QStringLiteral("Marsh"))}};
    in.a.fortifications = {{QStringLiteral("fortification-line"), 1}};
    in.b.fortifications = {{QStringLiteral("redoubt"), 1}, {QStringLiteral("fortification-line"), 1}};
    in.b.water = {QStringLiteral("river")};
    const auto seq = placementSequence(rs(), allow(2), in);
    QList<std::pair<PieceKind, Player>> tail;
    for (const PlacementStep &s : seq)
        if (s.kind != PieceKind::Piece)
            tail.append({s.kind, s.player});
    const QList<std::pair<PieceKind, Player>> expected{
        {PieceKind::Bought, Player::A},        {PieceKind::Bought, Player::B},
        {PieceKind::Bought, Player::B},        {PieceKind::Special, Player::B},
        {PieceKind::Fortification, Player::A}, {PieceKind::Fortification, Player::B},
        {PieceKind::Fortification, Player::B}, {PieceKind::Road, Player::B},
        {PieceKind::Road, Player::A},          {PieceKind::Road, Player::B},
        {PieceKind::Road, Player::A},          {PieceKind::Bridge, Player::A}};
    QCOMPARE(tail, expected);
    const auto special =
        std::find_if(seq.cbegin(), seq.cend(), [](const PlacementStep &s) { return s.kind == PieceKind::Special; });
    QVERIFY(special->what.get(QStringLiteral("en")).contains(QStringLiteral("Marsh")));
    QVERIFY(special->what.get(QStringLiteral("pl")).contains(QStringLiteral("Bagno")));
    const auto fort = std::find_if(seq.cbegin(), seq.cend(),
                                   [](const PlacementStep &s) { return s.kind == PieceKind::Fortification; });
    QCOMPARE(fort->type, QStringLiteral("fortification-line"));
    QVERIFY(fort->what.get(QStringLiteral("en")).contains(QStringLiteral("60 cm")));
    // B's fortifications: the ruleset's order (line before redoubt)
    QCOMPARE(seq[fort - seq.cbegin() + 1].type, QStringLiteral("fortification-line"));
    QCOMPARE(seq[fort - seq.cbegin() + 2].type, QStringLiteral("redoubt"));
    // bought terrain does not take table pieces
    QCOMPARE(
        int(std::count_if(seq.cbegin(), seq.cend(), [](const PlacementStep &s) { return s.kind == PieceKind::Piece; })),
        12);
}

void TstTerrain::bwn14_4_bigTableStopsAtTheMaxima()
{
    // Wooded land allows 19 table pieces besides a river (stream 1, difficult 3, woods 6, hills 4, impassable 1,
    // fences 1, BUA 1: 2, BUA 2: 1, BUA 3: 0): fewer than 24.
    const BattlefieldAllowance a = allow(4, QStringLiteral("240x120"));
    const auto seq = placementSequence(rs(), a);
    const auto pieces =
        std::count_if(seq.cbegin(), seq.cend(), [](const PlacementStep &s) { return s.kind == PieceKind::Piece; });
    QCOMPARE(int(pieces), 19);
    QVERIFY(!placementNotes(rs(), allow(4), placementSequence(rs(), allow(4)))
                 .first()
                 .get(QStringLiteral("en"))
                 .contains(QStringLiteral("of this table")));
}

void TstTerrain::bwn14_4_maximaMessageCountsStreamAndRiver()
{
    // BWN 14.4: "Jeśli gracz chce umieścić na polu bitwy strumień lub rzekę, musi to zrobić jako swój pierwszy
    // rozstawiony element terenu": the river wooded land allows (maximum 1) is not in the sequence until a player
    // asks for it, yet the maxima allow it: 19 + 1 = 20 of the 24 pieces of a 240x120 table.
    const BattlefieldAllowance a = allow(4, QStringLiteral("240x120"));
    const QList<Text> notes = placementNotes(rs(), a, placementSequence(rs(), a));
    QVERIFY(!notes.isEmpty());
    QVERIFY2(notes.first().get(QStringLiteral("en")).contains(QStringLiteral("20 of this table's 24")),
             qPrintable(notes.first().get(QStringLiteral("en"))));
    QVERIFY2(notes.first().get(QStringLiteral("pl")).contains(QStringLiteral("20 z 24")),
             qPrintable(notes.first().get(QStringLiteral("pl"))));
    // When a player asks for the river the sequence has it, and the count is the same.
    PlacementInput in;
    in.b.water = {QStringLiteral("river")};
    const auto seq = placementSequence(rs(), a, in);
    QCOMPARE(
        int(std::count_if(seq.cbegin(), seq.cend(), [](const PlacementStep &s) { return s.kind == PieceKind::Piece; })),
        20);
    QVERIFY(placementNotes(rs(), a, seq)
                .first()
                .get(QStringLiteral("en"))
                .contains(QStringLiteral("20 of this table's 24")));
}

void TstTerrain::bwn14_4_upgradesOfARoster()
{
    QList<RosterUpgrade> ups;
    RosterUpgrade t;
    t.id = QStringLiteral("extra-terrain");
    t.terrain = QStringLiteral("bua-2");
    RosterUpgrade f;
    f.id = QStringLiteral("fortification-line");
    f.count = 2;
    RosterUpgrade r;
    r.id = QStringLiteral("redoubt");
    RosterUpgrade p;
    p.id = QStringLiteral("providence");
    ups << t << f << r << p;
    const PlayerTerrain pt = playerTerrainFromUpgrades(rs(), ups);
    QCOMPARE(pt.bought, QStringList{QStringLiteral("bua-2")});
    QCOMPARE(pt.fortifications.value(QStringLiteral("fortification-line")), 2);
    QCOMPARE(pt.fortifications.value(QStringLiteral("redoubt")), 1);
    QCOMPARE(pt.fortifications.size(), 2);
    QVERIFY(pt.special.isEmpty() && pt.water.isEmpty());
}

// Fuzzing finding F6 (docs/fuzzing.md): each fortification is a placement step, and a file asked for millions, summed
// in int. The count per kind stops at what any table could hold; validation reports what they cost.
void TstTerrain::bwn14_4_millionsOfFortificationsStayOnOneTable()
{
    RosterUpgrade f;
    f.id = QStringLiteral("fortification-line");
    f.count = 999999;
    const QList<RosterUpgrade> ups(3000, f);
    PlacementInput input;
    input.a = playerTerrainFromUpgrades(rs(), ups);
    QCOMPARE(input.a.fortifications.value(QStringLiteral("fortification-line")), kMaxTerrainPieces);
    const QList<PlacementStep> sequence = placementSequence(rs(), allow(1), input);
    const auto forts = std::count_if(sequence.cbegin(), sequence.cend(),
                                     [](const PlacementStep &s) { return s.kind == PieceKind::Fortification; });
    QCOMPARE(forts, qsizetype(kMaxTerrainPieces));
}

void TstTerrain::bwn14_4_withoutPlacementBlock()
{
    Ruleset bare = rs();
    bare.terrain.placement.reset();
    const auto a = allowance(bare, *battlefieldFromRoll(bare, 1), QStringLiteral("120x120"));
    QVERIFY(a);
    QVERIFY(a->roadType.isEmpty());
    const auto seq = placementSequence(bare, *a);
    QVERIFY(!seq.isEmpty());
    QVERIFY(std::all_of(seq.cbegin(), seq.cend(), [](const PlacementStep &s) { return s.kind == PieceKind::Piece; }));
}

// ---- Checking a placement ----

// Plains (3): difficult 3 (1), woods 4 (2), hills 3 (1), impassable 1, stream 1, river 1, fences 2, BUA 1 3 (1),
// BUA 2 2 (1), BUA 3 1, roads 2 (2).
QList<ProposedPiece> TstTerrain::plainsLegal() const
{
    const Player A = Player::A, B = Player::B;
    const PieceKind P = PieceKind::Piece;
    return {{QStringLiteral("difficult"), A, P},
            {QStringLiteral("woods"), B, P},
            {QStringLiteral("woods"), A, P},
            {QStringLiteral("hills"), B, P},
            {QStringLiteral("bua-1"), A, P},
            {QStringLiteral("bua-2"), B, P},
            {QStringLiteral("woods"), A, P},
            {QStringLiteral("woods"), B, P},
            {QStringLiteral("hills"), A, P},
            {QStringLiteral("hills"), B, P},
            {QStringLiteral("fences"), A, P},
            {QStringLiteral("fences"), B, P},
            {QStringLiteral("roads"), B, PieceKind::Road},
            {QStringLiteral("roads"), A, PieceKind::Road}};
}

void TstTerrain::bwn14_4_checkLegalPlacement()
{
    QCOMPARE(codes(checkPieces(rs(), allow(3), plainsLegal())), QStringList());
    // A river as A's first piece (the rest shifted) and B's free bridge after the roads
    QList<ProposedPiece> withRiver = plainsLegal();
    withRiver[11] = {QStringLiteral("river"), Player::B, PieceKind::Piece};
    withRiver.move(11, 0);
    for (qsizetype i = 0; i < 12; ++i)
        withRiver[i].player = i % 2 == 0 ? Player::A : Player::B;
    withRiver[0].player = Player::A;
    withRiver.append({QString(), Player::B, PieceKind::Bridge});
    QCOMPARE(codes(checkPieces(rs(), allow(3), withRiver)), QStringList());
}

void TstTerrain::bwn14_3_checkOverMax()
{
    QList<ProposedPiece> l = plainsLegal();
    l[11].type = QStringLiteral("woods"); // a fifth wood
    const auto issues = checkPieces(rs(), allow(3), l);
    QCOMPARE(codes(issues), QStringList{QStringLiteral("TERRAIN_OVER_MAX")});
    QCOMPARE(issues.first().type, QStringLiteral("woods"));
    QCOMPARE(issues.first().section, QStringLiteral("BWN 14.3"));
    QCOMPARE(issues.first().index, 11);
    QVERIFY(issues.first().message.get(QStringLiteral("pl")).contains(QStringLiteral("Lasy")));
    QVERIFY(issues.first().message.get(QStringLiteral("en")).contains(QStringLiteral("at most 4")));
}

void TstTerrain::bwn14_3_checkUnderMin()
{
    QList<ProposedPiece> l = plainsLegal();
    l.removeAt(5); // no BUA 2
    for (qsizetype i = 0; i < 11; ++i)
        l[i].player = i % 2 == 0 ? Player::A : Player::B;
    const auto issues = checkPieces(rs(), allow(3), l);
    QVERIFY(codes(issues).contains(QStringLiteral("TERRAIN_UNDER_MIN")));
    const auto it = std::find_if(issues.cbegin(), issues.cend(),
                                 [](const TerrainIssue &i) { return i.code == QLatin1String("TERRAIN_UNDER_MIN"); });
    QCOMPARE(it->type, QStringLiteral("bua-2"));
    QCOMPARE(it->section, QStringLiteral("BWN 14.3"));
    QCOMPARE(it->index, -1);
    // roads under their minimum too
    QList<ProposedPiece> oneRoad = plainsLegal();
    oneRoad.removeLast();
    const auto r = checkPieces(rs(), allow(3), oneRoad);
    QCOMPARE(codes(r), QStringList{QStringLiteral("TERRAIN_UNDER_MIN")});
    QCOMPARE(r.first().type, QStringLiteral("roads"));
}

void TstTerrain::bwn14_4_checkTooManyPieces()
{
    QList<ProposedPiece> l = plainsLegal();
    l.insert(12, {QStringLiteral("impassable"), Player::A, PieceKind::Piece});
    const auto issues = checkPieces(rs(), allow(3), l);
    QCOMPARE(codes(issues), QStringList{QStringLiteral("TERRAIN_TOO_MANY_PIECES")});
    QCOMPARE(issues.first().section, QStringLiteral("BWN 14.4"));
    QCOMPARE(issues.first().index, 12);
    // 18 on a 180x120 table is fine
    QCOMPARE(codes(checkPieces(rs(), allow(3, QStringLiteral("180x120")), l)), QStringList());
}

void TstTerrain::bwn14_4_checkRiverNotFirst()
{
    QList<ProposedPiece> l = plainsLegal();
    l[10].type = QStringLiteral("river"); // A's sixth piece
    const auto issues = checkPieces(rs(), allow(3), l);
    QCOMPARE(codes(issues), QStringList{QStringLiteral("RIVER_NOT_FIRST")});
    QCOMPARE(issues.first().type, QStringLiteral("river"));
    QCOMPARE(issues.first().section, QStringLiteral("BWN 14.4"));
    // a stream as a second piece after a non-water first piece is wrong too
    QList<ProposedPiece> m = plainsLegal();
    m[2].type = QStringLiteral("stream"); // A's second, after difficult ground
    m[6].type = QStringLiteral("woods");
    QVERIFY(codes(checkPieces(rs(), allow(3), m)).contains(QStringLiteral("RIVER_NOT_FIRST")));
}

void TstTerrain::bwn14_3_checkRoadsOver()
{
    QList<ProposedPiece> l = plainsLegal();
    l.append({QStringLiteral("roads"), Player::B, PieceKind::Road});
    const auto issues = checkPieces(rs(), allow(3), l);
    QCOMPARE(codes(issues), QStringList{QStringLiteral("ROADS_OVER")});
    QCOMPARE(issues.first().type, QStringLiteral("roads"));
    QCOMPARE(issues.first().index, 14);
}

void TstTerrain::bwn14_4_checkNotAlternating()
{
    QList<ProposedPiece> roadsFromA = plainsLegal();
    roadsFromA[12].player = Player::A;
    roadsFromA[13].player = Player::B;
    auto issues = checkPieces(rs(), allow(3), roadsFromA);
    QCOMPARE(codes(issues), QStringList{QStringLiteral("NOT_ALTERNATING")});
    QCOMPARE(issues.first().type, QStringLiteral("roads"));
    QCOMPARE(issues.first().index, 12);

    QList<ProposedPiece> piecesFromB = plainsLegal();
    for (qsizetype i = 0; i < 12; ++i)
        piecesFromB[i].player = otherPlayer(piecesFromB[i].player);
    issues = checkPieces(rs(), allow(3), piecesFromB);
    QCOMPARE(codes(issues), QStringList{QStringLiteral("NOT_ALTERNATING")});
    QCOMPARE(issues.first().index, 0);

    QList<ProposedPiece> twice = plainsLegal();
    twice[3].player = Player::A;
    QCOMPARE(codes(checkPieces(rs(), allow(3), twice)), QStringList{QStringLiteral("NOT_ALTERNATING")});

    // bought terrain: A starts; several in a row only once the other has none left
    QList<ProposedPiece> bought = plainsLegal();
    bought.insert(12, {QStringLiteral("woods"), Player::B, PieceKind::Bought});
    bought.insert(13, {QStringLiteral("hills"), Player::A, PieceKind::Bought});
    QCOMPARE(codes(checkPieces(rs(), allow(3), bought)), QStringList{QStringLiteral("NOT_ALTERNATING")});
    bought[12].player = Player::A;
    bought[13].player = Player::A;
    QCOMPARE(codes(checkPieces(rs(), allow(3), bought)), QStringList());
}

void TstTerrain::bwn14_4_checkMinimumsNotFirst()
{
    QList<ProposedPiece> l = plainsLegal();
    l.swapItemsAt(5, 10); // fences (no minimum) before the mandatory BUA 2
    for (qsizetype i = 0; i < 12; ++i)
        l[i].player = i % 2 == 0 ? Player::A : Player::B;
    const auto issues = checkPieces(rs(), allow(3), l);
    QCOMPARE(codes(issues), QStringList{QStringLiteral("MINIMUMS_NOT_FIRST")});
    QCOMPARE(issues.first().type, QStringLiteral("fences"));
    QCOMPARE(issues.first().section, QStringLiteral("BWN 14.4"));
    QCOMPARE(issues.first().index, 5);
}

void TstTerrain::bwn14_4_checkPhaseOrder()
{
    QList<ProposedPiece> l = plainsLegal();
    l.insert(11, {QStringLiteral("woods"), Player::A, PieceKind::Bought}); // bought before the last table piece
    const auto issues = checkPieces(rs(), allow(3), l);
    QCOMPARE(codes(issues), QStringList{QStringLiteral("PHASE_ORDER")});
    QCOMPARE(issues.first().index, 12);
    QList<ProposedPiece> fortAfterRoad = plainsLegal();
    fortAfterRoad.append({QStringLiteral("redoubt"), Player::A, PieceKind::Fortification});
    QCOMPARE(codes(checkPieces(rs(), allow(3), fortAfterRoad)), QStringList{QStringLiteral("PHASE_ORDER")});
}

void TstTerrain::bwn14_4_checkBridge()
{
    QList<ProposedPiece> noRiver = plainsLegal();
    noRiver.append({QString(), Player::B, PieceKind::Bridge});
    auto issues = checkPieces(rs(), allow(3), noRiver);
    QCOMPARE(codes(issues), QStringList{QStringLiteral("BRIDGE_NOT_ALLOWED")});
    QCOMPARE(issues.first().section, QStringLiteral("BWN 14.4"));

    QList<ProposedPiece> l = plainsLegal();
    l[0].type = QStringLiteral("river"); // A's first piece
    l[2].type = QStringLiteral("difficult");
    l[6].type = QStringLiteral("woods");
    QCOMPARE(codes(checkPieces(rs(), allow(3), l)), QStringList());
    QList<ProposedPiece> own = l;
    own.append({QString(), Player::A, PieceKind::Bridge}); // the river's owner
    QCOMPARE(codes(checkPieces(rs(), allow(3), own)), QStringList{QStringLiteral("BRIDGE_NOT_ALLOWED")});
    QList<ProposedPiece> two = l;
    two.append({QString(), Player::B, PieceKind::Bridge});
    QCOMPARE(codes(checkPieces(rs(), allow(3), two)), QStringList());
    two.append({QString(), Player::B, PieceKind::Bridge}); // only one free crossing
    QCOMPARE(codes(checkPieces(rs(), allow(3), two)), QStringList{QStringLiteral("BRIDGE_NOT_ALLOWED")});
}

void TstTerrain::bwn14_3_checkUnknownType()
{
    QList<ProposedPiece> l = plainsLegal();
    l.insert(12, {QStringLiteral("volcano"), Player::A, PieceKind::Piece});
    const auto issues = checkPieces(rs(), allow(3), l);
    QCOMPARE(codes(issues), QStringList{QStringLiteral("TERRAIN_UNKNOWN_TYPE")});
    QCOMPARE(issues.first().type, QStringLiteral("volcano"));
}

void TstTerrain::bwn14_3_boughtAndSpecialOutsideMaxima()
{
    QList<ProposedPiece> l = plainsLegal(); // woods and hills are at their maxima
    l.insert(12, {QStringLiteral("woods"), Player::A, PieceKind::Bought});
    l.insert(13, {QStringLiteral("hills"), Player::B, PieceKind::Bought});
    l.insert(14, {QStringLiteral("woods"), Player::A, PieceKind::Special});
    l.insert(15, {QStringLiteral("redoubt"), Player::A, PieceKind::Fortification});
    QCOMPARE(codes(checkPieces(rs(), allow(3), l)), QStringList());
    // … nor towards the minimums
    QList<ProposedPiece> m = plainsLegal();
    m[5].type = QStringLiteral("bua-1"); // B places no BUA 2
    m.insert(12, {QStringLiteral("bua-2"), Player::A, PieceKind::Bought});
    QVERIFY(codes(checkPieces(rs(), allow(3), m)).contains(QStringLiteral("TERRAIN_UNDER_MIN")));
}

// ---- BWN 14.5, 14.6, 15.1 ----

static BattleFrameInput vanguard(double a = 31, double b = 32)
{
    BattleFrameInput in;
    in.preset = QStringLiteral("32+8");
    in.valueA = HalfPoints::fromHalves(qint64(a * 2));
    in.valueB = HalfPoints::fromHalves(qint64(b * 2));
    return in;
}

void TstTerrain::bwn14_5_basesOfOperations()
{
    const auto f = battleFrame(rs(), vanguard());
    QVERIFY(f);
    QCOMPARE(f->measure, QStringLiteral("cm"));
    QCOMPARE(f->table, (TableSize{120, 120}));
    QCOMPARE(f->baseOfOperationsA, (FrameRect{56, 0, 8, 4}));
    QCOMPARE(f->baseOfOperationsB, (FrameRect{56, 116, 8, 4}));
    // the middle of each edge, touching it
    QCOMPARE(f->baseOfOperationsA.x + f->baseOfOperationsA.width / 2, 60.0);
    QCOMPARE(f->baseOfOperationsB.x + f->baseOfOperationsB.width / 2, 60.0);
    QCOMPARE(f->baseOfOperationsA.y, 0.0);
    QCOMPARE(f->baseOfOperationsB.y + f->baseOfOperationsB.depth, 120.0);
}

void TstTerrain::bwn14_5_baseOnAWiderTable()
{
    BattleFrameInput in = vanguard();
    in.table = parseTableSize(QStringLiteral("180x120"));
    QVERIFY(in.table);
    const auto f = battleFrame(rs(), in);
    QVERIFY(f);
    QCOMPARE(f->baseOfOperationsA, (FrameRect{86, 0, 8, 4}));
    QCOMPARE(f->deploymentB, (FrameRect{0, 100, 180, 20}));
    QCOMPARE(tableSizeName(f->table), QStringLiteral("180x120"));
    QVERIFY(!parseTableSize(QStringLiteral("120 x 120")));
    QVERIFY(!parseTableSize(QStringLiteral("0x120")));
}

void TstTerrain::bwn14_6_deploymentZones()
{
    const auto f = battleFrame(rs(), vanguard());
    QCOMPARE(f->deploymentA, (FrameRect{0, 0, 120, 20}));
    QCOMPARE(f->deploymentB, (FrameRect{0, 100, 120, 20}));
    QVERIFY(f->deploymentA.contains(60, 20));
    QVERIFY(!f->deploymentA.contains(60, 20.5));
}

void TstTerrain::bwn14_6_vanguardObjectivesAndTurns()
{
    const auto f = battleFrame(rs(), vanguard(31, 20));
    QVERIFY(!f->largeBattle);
    QCOMPARE(f->mainObjective, 10);
    QCOMPARE(f->secondaryObjectives, (QList<int>{5, 5}));
    QCOMPARE(f->turns, std::optional<int>(6));
    // a custom small battle takes the smallest preset's values
    BattleFrameInput custom;
    custom.units = HalfPoints::fromWhole(24);
    custom.table = TableSize{120, 120};
    custom.valueA = custom.valueB = HalfPoints::fromWhole(24);
    const auto g = battleFrame(rs(), custom);
    QVERIFY(g);
    QCOMPARE(g->mainObjective, 10);
    QCOMPARE(g->turns, std::optional<int>(6));
}

void TstTerrain::bwn14_6_armyMoraleValue()
{
    auto f = battleFrame(rs(), vanguard(31, 32));
    QCOMPARE(f->moraleA, 16); // half of 31 rounded up
    QCOMPARE(f->moraleB, 16);
    f = battleFrame(rs(), vanguard(20, 24));
    QCOMPARE(f->moraleA, 12); // never below 12
    QCOMPARE(f->moraleB, 12);
    f = battleFrame(rs(), vanguard(29.5, 27));
    QCOMPARE(f->moraleA, 15);
    QCOMPARE(f->moraleB, 14);
}

void TstTerrain::bwn14_6_biggerBattleObjectives()
{
    BattleFrameInput in;
    in.units = HalfPoints::fromWhole(64);
    in.table = TableSize{180, 120};
    in.valueA = HalfPoints::fromWhole(64);
    in.valueB = HalfPoints::fromWhole(80);
    auto f = battleFrame(rs(), in);
    QVERIFY(f);
    QVERIFY(f->largeBattle);
    QCOMPARE(f->mainObjective, 40); // 50% of the bigger army
    QCOMPARE(f->secondaryObjectives, (QList<int>{20, 20}));
    QCOMPARE(f->turns, std::nullopt); // the players set them
    QCOMPARE(f->moraleA, 32);
    QCOMPARE(f->moraleB, 40);
    in.turns = 8;
    QCOMPARE(battleFrame(rs(), in)->turns, std::optional<int>(8));
    // percentages of 63.5 points, rounded down: 31.75 -> 31, 15.875 -> 15
    in.valueA = HalfPoints::fromHalves(127);
    in.valueB = HalfPoints::fromWhole(61);
    f = battleFrame(rs(), in);
    QCOMPARE(f->mainObjective, 31);
    QCOMPARE(f->secondaryObjectives, (QList<int>{15, 15}));
    const QJsonObject o = battleFrameToJson(*f);
    QCOMPARE(o.value(QStringLiteral("objectives")).toObject().value(QStringLiteral("main")).toInt(), 31);
    QVERIFY(o.value(QStringLiteral("turns")).isDouble());
    QCOMPARE(o.value(QStringLiteral("basesOfOperations"))
                 .toObject()
                 .value(QStringLiteral("A"))
                 .toObject()
                 .value(QStringLiteral("x"))
                 .toDouble(),
             86.0);
}

void TstTerrain::bwn12_2_armyBattleObjectives()
{
    // BWN 12.2: "W bardzo dużych bitwach (armia) punkty za cele powinny wynosić połowę punktacji większej armii
    // zaokrąglając w górę". An army of two corps (battle.armyBattleFromCorps) makes an army battle: 101 and 80
    // points give 51 (50.5 rounded up), shared 2:1:1 with the secondaries rounded down: 27 / 12 / 12.
    BattleFrameInput in;
    in.units = HalfPoints::fromWhole(100);
    in.table = TableSize{240, 120};
    in.valueA = HalfPoints::fromWhole(101);
    in.valueB = HalfPoints::fromWhole(80);
    in.corpsB = 2;
    auto f = battleFrame(rs(), in);
    QVERIFY(f);
    QVERIFY(f->armyBattle && f->largeBattle);
    QCOMPARE(f->mainObjective, 27);
    QCOMPARE(f->secondaryObjectives, (QList<int>{12, 12}));
    QCOMPARE(f->mainObjective + f->secondaryObjectives[0] + f->secondaryObjectives[1], 51);
    QVERIFY(battleFrameToJson(*f).value(QStringLiteral("armyBattle")).toBool());
    // 100 points: exactly 50 -> 26 / 12 / 12; one corps each is a bigger battle, not an army battle (50 / 25 / 25).
    in.valueA = HalfPoints::fromWhole(100);
    QCOMPARE(battleFrame(rs(), in)->mainObjective, 26);
    in.corpsB = 1;
    f = battleFrame(rs(), in);
    QVERIFY(!f->armyBattle);
    QCOMPARE(f->mainObjective, 50);
    QCOMPARE(f->secondaryObjectives, (QList<int>{25, 25}));
}

void TstTerrain::bwn14_6_frameErrors()
{
    QString error;
    BattleFrameInput in = vanguard();
    in.preset = QStringLiteral("99+1");
    QVERIFY(!battleFrame(rs(), in, &error));
    QVERIFY(error.contains(QStringLiteral("99+1")));
    BattleFrameInput custom;
    QVERIFY(!battleFrame(rs(), custom, &error));
    custom.units = HalfPoints::fromWhole(64);
    QVERIFY(!battleFrame(rs(), custom, &error));
    QVERIFY(error.contains(QStringLiteral("table")));
    Ruleset bare = rs();
    bare.battle.reset();
    QVERIFY(!battleFrame(bare, vanguard(), &error));
    QVERIFY(error.contains(QStringLiteral("battle")));
}

void TstTerrain::bwn15_1_ambushLimits()
{
    const auto f = battleFrame(rs(), vanguard());
    QCOMPARE(f->ambush.reach, 60);
    QCOMPARE(f->ambush.zoneA, (FrameRect{0, 0, 120, 60}));
    QCOMPARE(f->ambush.zoneB, (FrameRect{0, 60, 120, 60}));
    QVERIFY(!f->ambush.onMainObjective);
    QCOMPARE(f->ambush.unitsPerPlace, 1);
    QCOMPARE(f->ambush.order, QStringLiteral("defence"));
    QCOMPARE(f->ambush.section, QStringLiteral("BWN 15.1"));
}

// ---- bwn terrain ----

QByteArray TstTerrain::runBwn(const QStringList &args, int *exitCode, QByteArray *err) const
{
    QProcess p;
    p.start(QStringLiteral(SZTAB_BWN_PATH), QStringList{QStringLiteral("terrain")} + args);
    if (!p.waitForFinished(30000)) {
        *exitCode = -1;
        return {};
    }
    *exitCode = p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1;
    if (err)
        *err = p.readAllStandardError();
    return p.readAllStandardOutput();
}

void TstTerrain::bwn14_3_cliJson()
{
    if (!QFile::exists(QStringLiteral(SZTAB_BWN_PATH)))
        QSKIP("bwn is not built");
    int code = 0;
    const QByteArray out = runBwn({QStringLiteral("--battlefield"), QStringLiteral("4"), QStringLiteral("--table"),
                                   QStringLiteral("180x120"), QStringLiteral("--json")},
                                  &code);
    QCOMPARE(code, 0);
    const QJsonObject o = QJsonDocument::fromJson(out).object();
    const QJsonObject b = o.value(QStringLiteral("battlefield")).toObject();
    QCOMPARE(b.value(QStringLiteral("roll")).toInt(), 4);
    QCOMPARE(b.value(QStringLiteral("id")).toString(), QStringLiteral("wooded"));
    QVERIFY(!b.value(QStringLiteral("name")).toString().isEmpty());
    QCOMPARE(o.value(QStringLiteral("pieces")).toInt(), 18);
    QStringList ids;
    for (const QJsonValue t : o.value(QStringLiteral("types")).toArray()) {
        ids << t.toObject().value(QStringLiteral("type")).toString();
        QVERIFY(t.toObject().contains(QStringLiteral("min")) && t.toObject().contains(QStringLiteral("max")));
    }
    QCOMPARE(ids, kTypes);
    const QJsonArray seq = o.value(QStringLiteral("sequence")).toArray();
    QVERIFY(!seq.isEmpty());
    const QJsonObject first = seq.first().toObject();
    QCOMPARE(first.value(QStringLiteral("step")).toInt(), 1);
    QCOMPARE(first.value(QStringLiteral("player")).toString(), QStringLiteral("A"));
    QCOMPARE(first.value(QStringLiteral("kind")).toString(), QStringLiteral("piece"));
    QVERIFY(first.value(QStringLiteral("what")).isString());
    QCOMPARE(seq.last().toObject().value(QStringLiteral("kind")).toString(), QStringLiteral("road"));
    // Polish names on request
    const QByteArray pl = runBwn({QStringLiteral("--battlefield"), QStringLiteral("6"), QStringLiteral("--json"),
                                  QStringLiteral("--lang"), QStringLiteral("pl")},
                                 &code);
    QCOMPARE(code, 0);
    QCOMPARE(QJsonDocument::fromJson(pl)
                 .object()
                 .value(QStringLiteral("battlefield"))
                 .toObject()
                 .value(QStringLiteral("name"))
                 .toString(),
             QStringLiteral("Góry"));
}

void TstTerrain::bwn14_3_cliSameSeedSameOutput()
{
    if (!QFile::exists(QStringLiteral(SZTAB_BWN_PATH)))
        QSKIP("bwn is not built");
    int c1 = 0, c2 = 0, c3 = 0;
    const QByteArray a = runBwn({QStringLiteral("--seed"), QStringLiteral("2024"), QStringLiteral("--json")}, &c1);
    const QByteArray b = runBwn({QStringLiteral("--seed"), QStringLiteral("2024"), QStringLiteral("--json")}, &c2);
    QCOMPARE(c1, 0);
    QCOMPARE(c2, 0);
    QCOMPARE(a, b);
    SeededDice dice(2024);
    const int expected = rollBattlefield(rs(), dice)->roll;
    QCOMPARE(QJsonDocument::fromJson(a)
                 .object()
                 .value(QStringLiteral("battlefield"))
                 .toObject()
                 .value(QStringLiteral("roll"))
                 .toInt(),
             expected);
    const QByteArray text = runBwn({QStringLiteral("--seed"), QStringLiteral("2024")}, &c3);
    QCOMPARE(c3, 0);
    QVERIFY(text.contains("BWN 14.4"));
}

void TstTerrain::bwn14_3_cliUnusableArguments()
{
    if (!QFile::exists(QStringLiteral(SZTAB_BWN_PATH)))
        QSKIP("bwn is not built");
    const QList<QStringList> bad{
        {},
        {QStringLiteral("--battlefield"), QStringLiteral("2"), QStringLiteral("--seed"), QStringLiteral("1")},
        {QStringLiteral("--battlefield"), QStringLiteral("7")},
        {QStringLiteral("--battlefield"), QStringLiteral("0")},
        {QStringLiteral("--seed"), QStringLiteral("abc")},
        {QStringLiteral("--seed"), QStringLiteral("1"), QStringLiteral("--table"), QStringLiteral("100x100")},
        {QStringLiteral("--seed"), QStringLiteral("1"), QStringLiteral("--lang"), QStringLiteral("de")},
        {QStringLiteral("--seed"), QStringLiteral("1"), QStringLiteral("--ruleset"), QStringLiteral("nope")},
    };
    for (const QStringList &args : bad) {
        int code = 0;
        QByteArray err;
        const QByteArray out = runBwn(args, &code, &err);
        QVERIFY2(code == 2, qPrintable(args.join(QLatin1Char(' '))));
        QVERIFY(out.isEmpty());
        QCOMPARE(err.count('\n'), 1);
    }
}

QTEST_GUILESS_MAIN(TstTerrain)
#include "tst_terrain.moc"
