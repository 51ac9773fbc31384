// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Undo and redo by whole snapshots (issue 18 item 2), shared by every document the app edits: a roster, a battle
// plan, a catalogue. Each step keeps the value as it was before an edit and a label naming the edit (untranslated:
// the app translates it when it shows it). The documents' values share their lists implicitly, so a snapshot is cheap.
// Generic (no game rule here): belongs with the foundation.
#include <QList>

#include <optional>
#include <utility>

namespace sztab {

// How many edits every document can undo; the oldest step goes when an edit would exceed it.
inline constexpr qsizetype kUndoDepth = 500;

template <class T> class SnapshotHistory {
public:
    struct Step {
        T state;
        const char *label = nullptr;
    };

    explicit SnapshotHistory(qsizetype depth = kUndoDepth) : m_depth(depth < 1 ? 1 : depth) { }

    // A new edit: `before` (the value it replaced) becomes the newest undo step; redo is gone.
    void push(T before, const char *label)
    {
        m_undo.append(Step{std::move(before), label});
        if (m_undo.size() > m_depth)
            m_undo.removeFirst();
        m_redo.clear();
    }

    bool canUndo() const { return !m_undo.isEmpty(); }
    bool canRedo() const { return !m_redo.isEmpty(); }
    const char *undoLabel() const { return m_undo.isEmpty() ? nullptr : m_undo.last().label; }
    const char *redoLabel() const { return m_redo.isEmpty() ? nullptr : m_redo.last().label; }
    // The value undo (redo) would bring back, null when there is none: a document that must check a value before
    // showing it (a roster whose data changed) looks first and steps only when it could install it.
    const T *undoState() const { return m_undo.isEmpty() ? nullptr : &m_undo.last().state; }
    const T *redoState() const { return m_redo.isEmpty() ? nullptr : &m_redo.last().state; }

    // Steps back: `current` goes onto redo under the step's label; the value before the newest edit comes back.
    std::optional<T> undo(T current) { return move(m_undo, m_redo, std::move(current)); }
    // Steps forward again: `current` goes onto undo; the value the newest undone edit made comes back.
    std::optional<T> redo(T current) { return move(m_redo, m_undo, std::move(current)); }

    // A new or opened document starts without history.
    void clear()
    {
        m_undo.clear();
        m_redo.clear();
    }
    // An edit joined to the newest step (a drag, a typing session) still ends what could be redone.
    void clearRedo() { m_redo.clear(); }

    qsizetype undoCount() const { return m_undo.size(); }
    qsizetype redoCount() const { return m_redo.size(); }
    qsizetype depth() const { return m_depth; }

private:
    std::optional<T> move(QList<Step> &from, QList<Step> &to, T current)
    {
        if (from.isEmpty())
            return std::nullopt;
        Step step = from.takeLast();
        to.append(Step{std::move(current), step.label});
        if (to.size() > m_depth)
            to.removeFirst();
        return std::move(step.state);
    }

    qsizetype m_depth;
    QList<Step> m_undo, m_redo;
};

} // namespace sztab
