package parse
import ("testing";"os";"fmt")
func TestDbg(t *testing.T){
  b,_:=os.ReadFile(os.Getenv("F"))
  ls:=toLines(string(b))
  for _,s:=range splitSections(ls){ fmt.Printf("== %s %q line %d (%d lines)\n", s.kind, s.title, s.line, len(s.lines)) }
}
