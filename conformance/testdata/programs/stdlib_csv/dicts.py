# krait-run: --allow-import csv
import csv

data = ["id,name,score", "1,Ann,9.5", "2,Bob", "3,Cy,7,extra,more", "", "4,Di,8"]
r = csv.DictReader(data)
print(r.fieldnames)
for row in r:
    print(row)
r = csv.DictReader(["a,b"], fieldnames=["x", "y", "z"], restval="?")
print(list(r))
r = csv.DictReader(["1,2,3"], fieldnames=["x"], restkey="rest")
print(list(r), r.line_num)

class Sink:
    def __init__(self):
        self.out = []
    def write(self, s):
        self.out.append(s)

s = Sink()
w = csv.DictWriter(s, fieldnames=["id", "name"], restval="-")
w.writeheader()
w.writerow({"id": 1, "name": "Ann, A."})
w.writerows([{"id": 2}, {"name": "Z", "id": 3}])
print(s.out, w.fieldnames)
try:
    w.writerow({"id": 1, "bogus": 2})
except ValueError as e:
    print("ValueError:", e)
csv.DictWriter(s, ["id"], extrasaction="ignore").writerow({"id": 5, "x": 1})
print(s.out[-1])
try:
    csv.DictWriter(s, ["id"], extrasaction="nope")
except ValueError as e:
    print("ValueError:", e)
