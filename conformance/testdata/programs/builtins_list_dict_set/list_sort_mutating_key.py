# list.sort empties the list while it sorts, key calls included: a key that
# reads or changes the list sees it empty, and a change is an error that
# leaves the sorted original items (issue 16: a closure variable lost this).


def in_closure():
    items = [3, 1, 2] * 20
    try:
        items.sort(key=lambda v: items.append(v) or v)
    except ValueError as e:
        print("ValueError:", e)
    print(len(items), items[:6])


in_closure()

items = [5, 4, 3]
try:
    items.sort(key=lambda v: items.append(v) or v)
except ValueError as e:
    print("module level:", e)
print(items)


def one():
    xs = [1]
    try:
        xs.sort(key=lambda v: xs.append(v) or v)
    except ValueError as e:
        print("one item:", e)
    print(xs)


one()


def seen_empty():
    xs = [3, 1, 2]
    lens = []
    xs.sort(key=lambda v: (lens.append(len(xs)), v)[1])
    print(xs, lens)


seen_empty()


def key_raises():
    xs = [3, 1, 2]

    def k(v):
        xs.append(99)
        if v == 1:
            raise KeyError(v)
        return v

    try:
        xs.sort(key=k)
    except KeyError as e:
        print("KeyError", e)
    print(xs)


key_raises()


def append_then_pop():
    xs = [2, 1]

    def k(v):
        xs.append(v)
        xs.pop()
        return v

    try:
        xs.sort(key=k, reverse=True)
    except ValueError as e:
        print("append+pop:", e)
    print(xs)


append_then_pop()


def clear_in_key():
    xs = [2, 1, 3]
    xs.sort(key=lambda v: (xs.clear(), v)[1])
    print("clear:", xs)


clear_in_key()


def sorted_copy():
    xs = [3, 1, 2]
    print(sorted(xs, key=lambda v: xs.append(v) or v), len(xs))


sorted_copy()
