// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Who sits at the computer in a game whose sides keep secrets (KSK, MAC, the patrol phase), and the hand-over between
// them: while the computer passes to a side nobody is seated, so a document that makes its view from `side()` shows
// no secret of either side until the side named says its player is there. The umpire, where a game has one, sees
// everything. One protocol for every such document; each says what its sides are called.
#include <QString>

namespace sztab::gui {

class HotSeat {
public:
    explicit HotSeat(QString firstSide = {}) : m_side(std::move(firstSide)) { }

    // The seated side's id; "" while a hand-over waits, for the umpire, or before anyone sat down.
    QString side() const { return waiting() || m_umpire ? QString() : m_side; }
    // "umpire", the seated side's id, or "" while a hand-over waits.
    QString viewer() const
    {
        if (waiting())
            return {};
        return m_umpire ? QStringLiteral("umpire") : m_side;
    }
    // The side the computer is being passed to ("" when none).
    QString handOverTo() const { return m_handOverTo; }
    bool waiting() const { return !m_handOverTo.isEmpty(); }
    bool umpire() const { return m_umpire && !waiting(); }
    // The side the seat was last given to, whoever looks now (for "hand over to the other side").
    QString lastSide() const { return m_side; }

    // The hand-over screen for `side`: from now until take(), nothing secret is shown.
    void passTo(const QString &side)
    {
        m_handOverTo = side;
        m_umpire = false;
    }
    // The player named by the hand-over sits down; false when no hand-over waits.
    bool take()
    {
        if (!waiting())
            return false;
        m_side = m_handOverTo;
        m_handOverTo.clear();
        return true;
    }
    // Straight to a side, no hand-over (a new game's first player, a hand-over that needs none).
    void seat(const QString &side)
    {
        m_side = side;
        m_handOverTo.clear();
        m_umpire = false;
    }
    // The umpire's view on or off; either way a waiting hand-over is over (leaving the umpire's view goes through
    // passTo).
    void setUmpire(bool on)
    {
        m_umpire = on;
        m_handOverTo.clear();
    }

private:
    QString m_side;
    QString m_handOverTo;
    bool m_umpire = false;
};

} // namespace sztab::gui
