import math
if math.pi > 3:
    def describe(): return 'pi > 3'
else:
    def describe(): return 'odd'
print(describe())
try:
    helper()
except NameError as e:
    print(e)
def helper(): return 'now defined'
print(helper())
