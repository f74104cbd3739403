# krait-run: --allow-import csv,io
import csv
import io

samples = [
    "a;b;c\n1;2;3\n",
    'name,age,city\nAnn,30,"New York, NY"\nBob,25,Paris\n',
    "'a', 'b', 'c'\n'1', '2', '3'\n",
    "x\ty\tz\n1\t2\t3\n4\t5\t6\n",
    "a|b|c\n1|2|3\n4|5\n6|7|8\n",
    '"quoted ""x"" here",2\n"y",3\n',
    "a,b;c\n1,2;3\n4,5;6\n",
    "id name score\n1 ann 9.5\n2 bob 7\n",
    "a, b, c\n1, 2, 3\n",
    "one\ntwo\nthree\n",
]
for s in samples:
    try:
        d = csv.Sniffer().sniff(s)
        print(repr(d.delimiter), repr(d.quotechar), d.doublequote, repr(d.skipinitialspace),
              d.quoting, repr(d.lineterminator), d._name)
    except csv.Error as e:
        print("Error", e)
d = csv.Sniffer().sniff("a;b\n1;2\n")
print(d.__name__, issubclass(d, csv.Dialect))
print(csv.Sniffer().preferred)
print(csv.Sniffer().sniff("a;b,c\n1;2,3\n", delimiters=";").delimiter)
print(csv.Sniffer().sniff("a;b,c\n1;2,3\n", delimiters=",").delimiter)
sn = csv.Sniffer()
sn.preferred = [";"]
print(sn.sniff("a;b,c\n1;2,3\n").delimiter)
sample = "name;qty\napple;3\npear;10\n"
d = csv.Sniffer().sniff(sample)
print(list(csv.reader(io.StringIO(sample), d)))
