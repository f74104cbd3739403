# krait-run: --allow-import csv
import csv

print(csv.field_size_limit())
print(csv.field_size_limit(5), csv.field_size_limit())
print(list(csv.reader(["abcde,xy"])))
for line in ["abcdef,x", '"abcdefg"', "a,bcdefgh"]:
    try:
        print(list(csv.reader([line])))
    except csv.Error as e:
        print("Error", e)
print(csv.field_size_limit(new_limit=131072))
for bad in ["10", 1.5, True]:
    try:
        csv.field_size_limit(bad)
    except TypeError as e:
        print("TypeError", e)
try:
    csv.field_size_limit(1, 2)
except TypeError as e:
    print("TypeError", e)
print(csv.field_size_limit())
