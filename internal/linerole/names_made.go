package linerole

// The names of the features with a value ("words:4-5", "p:bold" aside)
// are made once, from the templates: a line's features then name them
// with these strings instead of joining template and value anew, which
// made a string for every such feature of every line read.

// featureNames are the names of each template with values, by template.
var featureNames = func() map[string][]string {
	out := map[string][]string{}
	for _, t := range templates {
		if len(t.values) > 0 {
			out[t.name] = names(t.name, t.values)
		}
	}
	for _, t := range ownTemplates {
		if len(t.values) > 0 {
			out[t.name] = names(t.name, t.values)
		}
	}
	return out
}()

// feature is the feature name of template name with value v: name+":"+v,
// the string made once when the vocabulary has it.
func feature(name, v string) string {
	for _, n := range featureNames[name] {
		if len(n) == len(name)+1+len(v) && n[len(name)+1:] == v {
			return n
		}
	}
	return name + ":" + v
}
