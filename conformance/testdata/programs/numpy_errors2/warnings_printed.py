# traceback: full
# krait-run: --allow-import numpy
# numpy's RuntimeWarnings as numpy prints them on stderr: the message,
# the category, the file and line of the statement that computed, and
# the source line; once per location under the default filter; silenced
# by np.errstate / np.seterr, turned into FloatingPointError by 'raise'.
# (Warnings numpy issues from its own Python code, such as np.mean of an
# empty array, name numpy's source files: krait names the caller's line.)
import numpy as np

a = np.array([1.0, 0.0, -1.0])
x = 5
print(a / 0)
y = a / 0
print(np.log(a))
print(np.sqrt(a))
z = np.array([0.0]) / np.array([0.0])
print(z)
print(np.exp(np.array([1000.0])))
print(np.array([1, 2]) // 0, np.array([5, 6]) % 0)
print(np.power(np.array([0.0]), -1.0))


def ratio(p, q):
    return p / q


for i in range(3):
    print(ratio(np.array([float(i)]), np.array([0.0])))

with np.errstate(divide="ignore"):
    print(1.0 / np.array([0.0, 2.0]))
    print(np.log(np.array([0.0])))
with np.errstate(all="ignore"):
    print(np.array([0.0]) / 0.0, np.sqrt(np.array([-4.0])))
old = np.seterr(invalid="ignore")
print(np.sqrt(np.array([-9.0])), old["invalid"])
np.seterr(**old)
with np.errstate(over="raise"):
    try:
        np.exp(np.array([800.0]))
    except FloatingPointError as e:
        print("FloatingPointError:", e)
print(np.float64(1.0) / 0.0)
print(a[1:] / a[1:])
print(-(a / 0))
raise RuntimeError("end")  # stderr is compared whole for a failing program
