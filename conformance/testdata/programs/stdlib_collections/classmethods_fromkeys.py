from collections import OrderedDict, Counter
print(OrderedDict.fromkeys("ab", 1), OrderedDict.fromkeys(iterable="xy"))
try:
    OrderedDict.fromkeys()
except TypeError as e: print(e)
try:
    Counter.fromkeys("ab")
except NotImplementedError as e: print(e)
import datetime
print(datetime.date.fromordinal(730000), datetime.datetime.fromisoformat("2024-01-02T03:04:05"))
