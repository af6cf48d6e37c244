; verified_opt proof obligation: unsat means the rule holds
; axioms used: bn_add_fold3
; z3 rlimit used: 6204
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
 (forall ((A T) (B T) (M T) (S T) (V T) (X T) (c Int) (eps Real) )(! (let ((?x51 (bn eps X S (add B (reshape1 c A)) M V)))
 (let (($x52 (= (addb (bn eps X S B M V) A) ?x51)))
 (let (($x44 (= (rank A) 3)))
 (let (($x41 (= (rank V) 1)))
 (let (($x39 (= (rank M) 1)))
 (let (($x37 (= (rank B) 1)))
 (let (($x35 (= (rank S) 1)))
 (let (($x33 (= (rank X) 4)))
 (let (($x25 (= (dim A 0) c)))
 (let (($x22 (= (dim V 0) c)))
 (let (($x19 (= (dim M 0) c)))
 (let (($x16 (= (dim B 0) c)))
 (let (($x13 (= (dim S 0) c)))
 (let (($x9 (= (dim X 1) c)))
 (let (($x45 (and $x9 $x13 $x16 $x19 $x22 $x25 (= 1 (dim A 1)) (= 1 (dim A 2)) $x33 $x35 $x37 $x39 $x41 $x44)))
 (=> $x45 $x52)))))))))))))))) :pattern ( (bn eps X S (add B (reshape1 c A)) M V) ) :qid bn_add_fold3))
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
 (= (rank in_A) 3))
(assert
 (= (dim in_A 0) sym_c))
(assert
 (let ((?x91 (dim in_A 1)))
 (= 1 ?x91)))
(assert
 (let ((?x93 (dim in_A 2)))
 (= 1 ?x93)))
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
 (let ((?x127 (bn sym_eps in_X in_S in_B in_M in_V)))
 (let ((?x138 (addb ?x127 in_A)))
 (= (dim ?x138 0) sym_n))))
(assert
 (let ((?x127 (bn sym_eps in_X in_S in_B in_M in_V)))
 (let ((?x138 (addb ?x127 in_A)))
 (= (dim ?x138 1) sym_c))))
(assert
 (let ((?x127 (bn sym_eps in_X in_S in_B in_M in_V)))
 (let ((?x138 (addb ?x127 in_A)))
 (= (dim ?x138 2) sym_h))))
(assert
 (let ((?x127 (bn sym_eps in_X in_S in_B in_M in_V)))
 (let ((?x138 (addb ?x127 in_A)))
 (= (dim ?x138 3) sym_w))))
(assert
 (= (rank (reshape1 sym_c in_A)) 1))
(assert
 (= (dim (reshape1 sym_c in_A) 0) sym_c))
(assert
 (= (rank (add in_B (reshape1 sym_c in_A))) 1))
(assert
 (= (dim (add in_B (reshape1 sym_c in_A)) 0) sym_c))
(assert
 (let ((?x149 (reshape1 sym_c in_A)))
 (let ((?x154 (add in_B ?x149)))
 (let ((?x159 (bn sym_eps in_X in_S ?x154 in_M in_V)))
 (= (rank ?x159) 4)))))
(assert
 (let ((?x149 (reshape1 sym_c in_A)))
 (let ((?x154 (add in_B ?x149)))
 (let ((?x159 (bn sym_eps in_X in_S ?x154 in_M in_V)))
 (= (dim ?x159 0) sym_n)))))
(assert
 (let ((?x149 (reshape1 sym_c in_A)))
 (let ((?x154 (add in_B ?x149)))
 (let ((?x159 (bn sym_eps in_X in_S ?x154 in_M in_V)))
 (= (dim ?x159 1) sym_c)))))
(assert
 (let ((?x149 (reshape1 sym_c in_A)))
 (let ((?x154 (add in_B ?x149)))
 (let ((?x159 (bn sym_eps in_X in_S ?x154 in_M in_V)))
 (= (dim ?x159 2) sym_h)))))
(assert
 (let ((?x149 (reshape1 sym_c in_A)))
 (let ((?x154 (add in_B ?x149)))
 (let ((?x159 (bn sym_eps in_X in_S ?x154 in_M in_V)))
 (= (dim ?x159 3) sym_w)))))
(assert
 (let ((?x149 (reshape1 sym_c in_A)))
(let ((?x154 (add in_B ?x149)))
(let ((?x159 (bn sym_eps in_X in_S ?x154 in_M in_V)))
(let ((?x127 (bn sym_eps in_X in_S in_B in_M in_V)))
(let ((?x138 (addb ?x127 in_A)))
(and (distinct ?x138 ?x159) true)))))))
(check-sat)
