print("start")
int('')
print("not reached")
