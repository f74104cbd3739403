print("start")
ord('ab')
print("not reached")
