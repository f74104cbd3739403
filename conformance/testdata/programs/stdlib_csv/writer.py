# krait-run: --allow-import csv
import csv

class Sink:
    def __init__(self):
        self.parts = []
    def write(self, s):
        self.parts.append(s)
        return len(s)
    def value(self):
        return "".join(self.parts)

s = Sink()
w = csv.writer(s)
print(w.writerow(["a", "b,c", 'say "hi"', "line\nbreak", None, 1, 2.5, True]))
w.writerows([[1, 2], [""], [], ["x y", " lead"]])
print(repr(s.value()))
for q in (csv.QUOTE_ALL, csv.QUOTE_NONNUMERIC, csv.QUOTE_MINIMAL):
    s = Sink()
    csv.writer(s, quoting=q, lineterminator="\n").writerow(["t", 3, 4.0, "", None])
    print(repr(s.value()))
s = Sink()
csv.writer(s, delimiter="|", quoting=csv.QUOTE_NONE, escapechar="\\").writerow(["a|b", "c"])
csv.writer(s, doublequote=False, escapechar="\\").writerow(['q"x'])
print(repr(s.value()))
for bad in (lambda: csv.writer(Sink(), quoting=csv.QUOTE_NONE).writerow(["a,b"]), lambda: csv.writer(Sink(), quoting=csv.QUOTE_NONE).writerow([""]),
            lambda: csv.writer(Sink()).writerow(5), lambda: csv.writer([]), lambda: csv.writer(Sink(), doublequote=False).writerow(['"'])):
    try:
        bad()
    except (csv.Error, TypeError) as e:
        print(type(e).__name__, e)
