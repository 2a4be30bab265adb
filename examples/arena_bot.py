#!/usr/bin/env python3
"""A minimal arena bot for Regicide and Thronfolge, standard library only.

The arena (`regicide arena --bot-cmd "python3 examples/arena_bot.py"`) starts it once per deal
and speaks the JSON-lines protocol with it: a `state` line whenever it must decide, answered with
one move per line (one of the line's `legal` moves); `event`, `signal` and `phrase` lines need no
answer; an `error` line comes with the same `state` again; the `end` line ends the game.
"""
import json
import sys

CARD_VALUES = {"A": 1, "J": 10, "Q": 15, "K": 20, "X": 0}


def card_value(card):
    """The attack value of a card such as "10H", "QS" or "X" (the jester)."""
    rank = card[:-1] if card != "X" else "X"
    return CARD_VALUES[rank] if rank in CARD_VALUES else int(rank)


def choose(state):
    legal = state["legal"]
    view = state["view"]
    if state["game"] == "regicide" and view.get("phase") == "discard":
        # Cover the damage with as little as possible: the discard worth the least.
        return min(legal, key=lambda m: sum(card_value(c) for c in m.split()[1:]))
    if state["game"] == "regicide" and view.get("phase") == "play":
        plays = [m for m in legal if m.startswith("play ") and m != "play X"]
        if not plays:
            return legal[0]
        worth = lambda m: sum(card_value(c) for c in m.split()[1:])
        # The smallest play that defeats the enemy, else the strongest one.
        health_left = view["enemy"]["health"] - view["enemy"]["damage"]
        killing = [m for m in plays if worth(m) >= health_left]
        return min(killing, key=worth) if killing else max(plays, key=worth)
    # Anything else (choosing who goes next after a jester, Thronfolge): the first legal move.
    return legal[0]


def main():
    for line in sys.stdin:
        message = json.loads(line)
        if message["type"] == "state":
            print(choose(message), flush=True)
        elif message["type"] == "end":
            return


if __name__ == "__main__":
    main()
