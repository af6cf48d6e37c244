; verified_opt proof obligation: unsat means the rule holds
; axioms used: bn_add_fold4
; z3 rlimit used: 6255
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun bn (Real T T T T T) T)
(declare-fun add (T T) T)
(declare-fun reshape1 (Int T) T)
(declare-fun addb (T T) T)
(declare-fun rank (T) Int)
(declare-fun dim (T Int) Int)
(declare-fun sym_c () Int)
(declare-fun sym_h () Int)
(declare-fun sym_n () Int)
(declare-fun sym_w () Int)
(declare-fun in_A () T)
(declare-fun in_B () T)
(declare-fun in_M () T)
(declare-fun in_S () T)
(declare-fun in_V () T)
(declare-fun in_X () T)
(declare-fun sym_eps () Real)
(assert
 (forall ((A T) (B T) (M T) (S T) (V T) (X T) (c Int) (eps Real) )(! (let ((?x53 (bn eps X S (add B (reshape1 c A)) M V)))
 (let (($x54 (= (addb (bn eps X S B M V) A) ?x53)))
 (let (($x46 (= (rank A) 4)))
 (let (($x44 (= (rank V) 1)))
 (let (($x42 (= (rank M) 1)))
 (let (($x40 (= (rank B) 1)))
 (let (($x38 (= (rank S) 1)))
 (let (($x36 (= (rank X) 4)))
 (let (($x27 (= (dim A 1) c)))
 (let (($x22 (= (dim V 0) c)))
 (let (($x19 (= (dim M 0) c)))
 (let (($x16 (= (dim B 0) c)))
 (let (($x13 (= (dim S 0) c)))
 (let (($x9 (= (dim X 1) c)))
 (let (($x47 (and $x9 $x13 $x16 $x19 $x22 (= 1 (dim A 0)) $x27 (= 1 (dim A 2)) (= 1 (dim A 3)) $x36 $x38 $x40 $x42 $x44 $x46)))
 (=> $x47 $x54)))))))))))))))) :pattern ( (bn eps X S (add B (reshape1 c A)) M V) ) :qid bn_add_fold4))
 )
(assert
 (>= sym_c 1))
(assert
 (>= sym_h 1))
(assert
 (>= sym_n 1))
(assert
 (>= sym_w 1))
(assert
 (= (rank in_A) 4))
(assert
 (let ((?x92 (dim in_A 0)))
 (= 1 ?x92)))
(assert
 (= (dim in_A 1) sym_c))
(assert
 (let ((?x96 (dim in_A 2)))
 (= 1 ?x96)))
(assert
 (let ((?x98 (dim in_A 3)))
 (= 1 ?x98)))
(assert
 (= (rank in_B) 1))
(assert
 (= (dim in_B 0) sym_c))
(assert
 (= (rank in_M) 1))
(assert
 (= (dim in_M 0) sym_c))
(assert
 (= (rank in_S) 1))
(assert
 (= (dim in_S 0) sym_c))
(assert
 (= (rank in_V) 1))
(assert
 (= (dim in_V 0) sym_c))
(assert
 (= (rank in_X) 4))
(assert
 (= (dim in_X 0) sym_n))
(assert
 (= (dim in_X 1) sym_c))
(assert
 (= (dim in_X 2) sym_h))
(assert
 (= (dim in_X 3) sym_w))
(assert
 (= (rank (bn sym_eps in_X in_S in_B in_M in_V)) 4))
(assert
 (= (dim (bn sym_eps in_X in_S in_B in_M in_V) 0) sym_n))
(assert
 (= (dim (bn sym_eps in_X in_S in_B in_M in_V) 1) sym_c))
(assert
 (= (dim (bn sym_eps in_X in_S in_B in_M in_V) 2) sym_h))
(assert
 (= (dim (bn sym_eps in_X in_S in_B in_M in_V) 3) sym_w))
(assert
 (= (rank (addb (bn sym_eps in_X in_S in_B in_M in_V) in_A)) 4))
(assert
 (let ((?x132 (bn sym_eps in_X in_S in_B in_M in_V)))
 (let ((?x143 (addb ?x132 in_A)))
 (= (dim ?x143 0) sym_n))))
(assert
 (let ((?x132 (bn sym_eps in_X in_S in_B in_M in_V)))
 (let ((?x143 (addb ?x132 in_A)))
 (= (dim ?x143 1) sym_c))))
(assert
 (let ((?x132 (bn sym_eps in_X in_S in_B in_M in_V)))
 (let ((?x143 (addb ?x132 in_A)))
 (= (dim ?x143 2) sym_h))))
(assert
 (let ((?x132 (bn sym_eps in_X in_S in_B in_M in_V)))
 (let ((?x143 (addb ?x132 in_A)))
 (= (dim ?x143 3) sym_w))))
(assert
 (= (rank (reshape1 sym_c in_A)) 1))
(assert
 (= (dim (reshape1 sym_c in_A) 0) sym_c))
(assert
 (= (rank (add in_B (reshape1 sym_c in_A))) 1))
(assert
 (= (dim (add in_B (reshape1 sym_c in_A)) 0) sym_c))
(assert
 (let ((?x154 (reshape1 sym_c in_A)))
 (let ((?x159 (add in_B ?x154)))
 (let ((?x164 (bn sym_eps in_X in_S ?x159 in_M in_V)))
 (= (rank ?x164) 4)))))
(assert
 (let ((?x154 (reshape1 sym_c in_A)))
 (let ((?x159 (add in_B ?x154)))
 (let ((?x164 (bn sym_eps in_X in_S ?x159 in_M in_V)))
 (= (dim ?x164 0) sym_n)))))
(assert
 (let ((?x154 (reshape1 sym_c in_A)))
 (let ((?x159 (add in_B ?x154)))
 (let ((?x164 (bn sym_eps in_X in_S ?x159 in_M in_V)))
 (= (dim ?x164 1) sym_c)))))
(assert
 (let ((?x154 (reshape1 sym_c in_A)))
 (let ((?x159 (add in_B ?x154)))
 (let ((?x164 (bn sym_eps in_X in_S ?x159 in_M in_V)))
 (= (dim ?x164 2) sym_h)))))
(assert
 (let ((?x154 (reshape1 sym_c in_A)))
 (let ((?x159 (add in_B ?x154)))
 (let ((?x164 (bn sym_eps in_X in_S ?x159 in_M in_V)))
 (= (dim ?x164 3) sym_w)))))
(assert
 (let ((?x154 (reshape1 sym_c in_A)))
(let ((?x159 (add in_B ?x154)))
(let ((?x164 (bn sym_eps in_X in_S ?x159 in_M in_V)))
(let ((?x132 (bn sym_eps in_X in_S in_B in_M in_V)))
(let ((?x143 (addb ?x132 in_A)))
(and (distinct ?x143 ?x164) true)))))))
(check-sat)
