# A line of only indentation and a backslash continuation: the
# indentation in front of the backslash is the line's indentation (CPython).
if True:
\
    x = 1
print(x)
if True:
  \
      y = 2
  print(y)
if True:
    z = 3
    \
  
print(z)
for i in range(2):
    \
    # comment
    print(i)
w = \
    4
print(w)
