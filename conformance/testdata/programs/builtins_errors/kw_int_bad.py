print("start")
int(x='1')
