print("start")
{}.get(key='a')
