; verified_opt proof obligation: unsat means the rule holds
; axioms used: concat_assoc
; z3 rlimit used: 40998
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun concat (Int T T) T)
(declare-fun sym_m () Int)
(declare-fun sym_a () Int)
(declare-fun sym_b () Int)
(declare-fun sym_c () Int)
(declare-fun rank (T) Int)
(declare-fun in_X () T)
(declare-fun dim (T Int) Int)
(declare-fun in_Y () T)
(declare-fun in_Z () T)
(assert
 (forall ((A T) (B T) (C T) (ax Int) )(! (let ((?x32 (concat ax B C)))
 (let ((?x310 (concat ax A ?x32)))
 (let ((?x288 (concat ax A B)))
 (let ((?x193 (concat ax ?x288 C)))
 (= ?x193 ?x310))))) :pattern ( (concat ax (concat ax A B) C) ) :pattern ( (concat ax A (concat ax B C)) ) :qid concat_assoc))
 )
(assert
 (>= sym_m 1))
(assert
 (>= sym_a 1))
(assert
 (>= sym_b 1))
(assert
 (>= sym_c 1))
(assert
 (= (rank in_X) 2))
(assert
 (= (dim in_X 0) sym_m))
(assert
 (= (dim in_X 1) sym_a))
(assert
 (= (rank in_Y) 2))
(assert
 (= (dim in_Y 0) sym_m))
(assert
 (= (dim in_Y 1) sym_b))
(assert
 (= (rank in_Z) 2))
(assert
 (= (dim in_Z 0) sym_m))
(assert
 (= (dim in_Z 1) sym_c))
(assert
 (= (rank (concat 1 in_X in_Y)) 2))
(assert
 (= (dim (concat 1 in_X in_Y) 0) sym_m))
(assert
 (let ((?x2003 (+ sym_a sym_b)))
 (let ((?x2004 (concat 1 in_X in_Y)))
 (let ((?x2009 (dim ?x2004 1)))
 (= ?x2009 ?x2003)))))
(assert
 (= (rank (concat 1 (concat 1 in_X in_Y) in_Z)) 2))
(assert
 (= (dim (concat 1 (concat 1 in_X in_Y) in_Z) 0) sym_m))
(assert
 (let ((?x2013 (+ sym_a sym_b sym_c)))
 (let ((?x2004 (concat 1 in_X in_Y)))
 (let ((?x2012 (concat 1 ?x2004 in_Z)))
 (let ((?x2018 (dim ?x2012 1)))
 (= ?x2018 ?x2013))))))
(assert
 (let ((?x2003 (+ sym_a sym_b)))
 (>= ?x2003 0)))
(assert
 (let ((?x2013 (+ sym_a sym_b sym_c)))
 (>= ?x2013 0)))
(assert
 (= (rank (concat 1 in_Y in_Z)) 2))
(assert
 (= (dim (concat 1 in_Y in_Z) 0) sym_m))
(assert
 (let ((?x2021 (+ sym_b sym_c)))
 (let ((?x2022 (concat 1 in_Y in_Z)))
 (let ((?x2027 (dim ?x2022 1)))
 (= ?x2027 ?x2021)))))
(assert
 (= (rank (concat 1 in_X (concat 1 in_Y in_Z))) 2))
(assert
 (= (dim (concat 1 in_X (concat 1 in_Y in_Z)) 0) sym_m))
(assert
 (let ((?x2013 (+ sym_a sym_b sym_c)))
 (let ((?x2022 (concat 1 in_Y in_Z)))
 (let ((?x2030 (concat 1 in_X ?x2022)))
 (let ((?x2035 (dim ?x2030 1)))
 (= ?x2035 ?x2013))))))
(assert
 (let ((?x2022 (concat 1 in_Y in_Z)))
(let ((?x2030 (concat 1 in_X ?x2022)))
(let ((?x2004 (concat 1 in_X in_Y)))
(let ((?x2012 (concat 1 ?x2004 in_Z)))
(and (distinct ?x2012 ?x2030) true))))))
(check-sat)
