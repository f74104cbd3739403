# krait-run: --allow-import csv
import csv

samples = [
    "name,age\nAnn,30\nBob,25\n",
    "1,2\n3,4\n5,6\n",
    "code,label\nAB,x\nCD,y\n",
    "ab,cd\nAB,x\nCD,y\n",
    "Date,Open,Close\n2020-01-01,1.5,2\n2020-01-02,1.7,2.1\n",
    "h1,h2\n" + "\n".join(f"{i},{i * 2}" for i in range(30)) + "\n",
    "only,one,row\n",
    "a;b\n1;2\n4;5;6\n7;8\n",
    "x|y\n1j|2\n3|4e5\n",
]
sn = csv.Sniffer()
for s in samples:
    try:
        print(sn.has_header(s))
    except csv.Error as e:
        print("Error", e)
try:
    sn.has_header("abc\n")
except csv.Error as e:
    print("Error", e)
