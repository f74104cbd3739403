# krait-run: --allow-import difflib,keyword
import difflib
from difflib import SequenceMatcher, get_close_matches
pairs = [("kitten", "sitting"), ("qabxcd", "abycdf"), ("abcd", "bcde"), ("", ""), ("abc", ""), (" abcd", "abcd abcd"),
         ("private Thread currentThread;", "private volatile Thread currentThread;")]
for a, b in pairs:
    s = SequenceMatcher(None, a, b)
    print(repr(a), repr(b), round(s.ratio(), 6), s.quick_ratio(), s.real_quick_ratio())
    print("  ", s.get_matching_blocks())
    for tag, i1, i2, j1, j2 in s.get_opcodes():
        print(f"   {tag:>7} a[{i1}:{i2}] {a[i1:i2]!r} b[{j1}:{j2}] {b[j1:j2]!r}")
s = SequenceMatcher(lambda x: x == " ", " abcd", "abcd abcd")
print(s.find_longest_match(0, 5, 0, 9), s.find_longest_match())
s = SequenceMatcher(lambda x: x in " \t", "private Thread currentThread;", "private volatile Thread currentThread;")
print(round(s.ratio(), 3), s.get_matching_blocks()[:2])
print(get_close_matches("appel", ["ape", "apple", "peach", "puppy"]))
import keyword
print(get_close_matches("wheel", keyword.kwlist), get_close_matches("Apple", keyword.kwlist), get_close_matches("accept", keyword.kwlist))
cities = ["New York", "Newark", "New Orleans", "Boston", "Austin", "Houston", "Newton", "Yorkshire"]
print(get_close_matches("new yrok", [c.lower() for c in cities], n=5, cutoff=0.4))
print(get_close_matches("hous", cities, cutoff=0.5), get_close_matches("x", ["a", "b"]), get_close_matches("ab", ["ba", "ab", "ab"], n=2))
a = list(map(str, range(1, 40)))
b = a[:]
b[8:8] = ["i"]; b[20] += "x"; b[23:28] = []; b[30] += "y"
for g in SequenceMatcher(None, a, b).get_grouped_opcodes():
    print(g)
old = "line one\nline two\nline three\nline four\nline five\n".splitlines(keepends=True)
new = "line one\nline 2\nline three\nline four\nline five\nline six\n".splitlines(keepends=True)
print("".join(difflib.unified_diff(old, new, fromfile="a.txt", tofile="b.txt")), end="")
print(list(difflib.unified_diff(["a", "b", "c"], ["a", "c", "d"], lineterm="", n=0)))
print(list(difflib.unified_diff([], [])), list(difflib.unified_diff(["x"], ["x"])))
long_a = "ab" * 150 + "xyz"
long_b = "ba" * 150 + "xyz"
print(round(SequenceMatcher(None, long_a, long_b).ratio(), 6), round(SequenceMatcher(None, long_a, long_b, autojunk=False).ratio(), 6))
sm = SequenceMatcher()
sm.set_seqs("hello world", "hallo word")
print(round(sm.ratio(), 4), sm.a, sm.b)
sm.set_seq2("help")
print(round(sm.ratio(), 4))
try:
    get_close_matches("a", ["b"], n=0)
except ValueError as e:
    print("ValueError:", e)
try:
    get_close_matches("a", ["b"], cutoff=1.5)
except ValueError as e:
    print("ValueError:", e)
print(list(difflib.unified_diff([1], [2])))
