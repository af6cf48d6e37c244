; verified_opt proof obligation: unsat means the rule holds
; axioms used: bn_mul_fold4
; z3 rlimit used: 5291
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun bn (Real T T T T T) T)
(declare-fun mul (T T) T)
(declare-fun reshape1 (Int T) T)
(declare-fun mulb (T T) T)
(declare-fun rank (T) Int)
(declare-fun dim (T Int) Int)
(declare-fun sym_c () Int)
(declare-fun sym_h () Int)
(declare-fun sym_n () Int)
(declare-fun sym_w () Int)
(declare-fun in_B () T)
(declare-fun in_M () T)
(declare-fun in_S () T)
(declare-fun in_V () T)
(declare-fun in_W () T)
(declare-fun in_X () T)
(declare-fun sym_eps () Real)
(assert
 (forall ((B T) (M T) (S T) (V T) (W T) (X T) (c Int) (eps Real) )(! (let ((?x54 (bn eps X (mul S (reshape1 c W)) (mul B (reshape1 c W)) M V)))
 (let (($x55 (= (mulb (bn eps X S B M V) W) ?x54)))
 (let (($x46 (= (rank W) 4)))
 (let (($x44 (= (rank V) 1)))
 (let (($x42 (= (rank M) 1)))
 (let (($x40 (= (rank B) 1)))
 (let (($x38 (= (rank S) 1)))
 (let (($x36 (= (rank X) 4)))
 (let (($x27 (= (dim W 1) c)))
 (let (($x22 (= (dim V 0) c)))
 (let (($x19 (= (dim M 0) c)))
 (let (($x16 (= (dim B 0) c)))
 (let (($x13 (= (dim S 0) c)))
 (let (($x9 (= (dim X 1) c)))
 (let (($x47 (and $x9 $x13 $x16 $x19 $x22 (= 1 (dim W 0)) $x27 (= 1 (dim W 2)) (= 1 (dim W 3)) $x36 $x38 $x40 $x42 $x44 $x46)))
 (=> $x47 $x55)))))))))))))))) :pattern ( (bn eps X (mul S (reshape1 c W)) (mul B (reshape1 c W)) M V) ) :qid bn_mul_fold4))
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
 (= (rank in_W) 4))
(assert
 (let ((?x113 (dim in_W 0)))
 (= 1 ?x113)))
(assert
 (= (dim in_W 1) sym_c))
(assert
 (let ((?x117 (dim in_W 2)))
 (= 1 ?x117)))
(assert
 (let ((?x119 (dim in_W 3)))
 (= 1 ?x119)))
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
 (= (rank (mulb (bn sym_eps in_X in_S in_B in_M in_V) in_W)) 4))
(assert
 (let ((?x133 (bn sym_eps in_X in_S in_B in_M in_V)))
 (let ((?x144 (mulb ?x133 in_W)))
 (= (dim ?x144 0) sym_n))))
(assert
 (let ((?x133 (bn sym_eps in_X in_S in_B in_M in_V)))
 (let ((?x144 (mulb ?x133 in_W)))
 (= (dim ?x144 1) sym_c))))
(assert
 (let ((?x133 (bn sym_eps in_X in_S in_B in_M in_V)))
 (let ((?x144 (mulb ?x133 in_W)))
 (= (dim ?x144 2) sym_h))))
(assert
 (let ((?x133 (bn sym_eps in_X in_S in_B in_M in_V)))
 (let ((?x144 (mulb ?x133 in_W)))
 (= (dim ?x144 3) sym_w))))
(assert
 (= (rank (reshape1 sym_c in_W)) 1))
(assert
 (= (dim (reshape1 sym_c in_W) 0) sym_c))
(assert
 (= (rank (mul in_S (reshape1 sym_c in_W))) 1))
(assert
 (= (dim (mul in_S (reshape1 sym_c in_W)) 0) sym_c))
(assert
 (= (rank (mul in_B (reshape1 sym_c in_W))) 1))
(assert
 (= (dim (mul in_B (reshape1 sym_c in_W)) 0) sym_c))
(assert
 (let ((?x155 (reshape1 sym_c in_W)))
 (let ((?x165 (mul in_B ?x155)))
 (let ((?x160 (mul in_S ?x155)))
 (let ((?x170 (bn sym_eps in_X ?x160 ?x165 in_M in_V)))
 (= (rank ?x170) 4))))))
(assert
 (let ((?x155 (reshape1 sym_c in_W)))
 (let ((?x165 (mul in_B ?x155)))
 (let ((?x160 (mul in_S ?x155)))
 (let ((?x170 (bn sym_eps in_X ?x160 ?x165 in_M in_V)))
 (= (dim ?x170 0) sym_n))))))
(assert
 (let ((?x155 (reshape1 sym_c in_W)))
 (let ((?x165 (mul in_B ?x155)))
 (let ((?x160 (mul in_S ?x155)))
 (let ((?x170 (bn sym_eps in_X ?x160 ?x165 in_M in_V)))
 (= (dim ?x170 1) sym_c))))))
(assert
 (let ((?x155 (reshape1 sym_c in_W)))
 (let ((?x165 (mul in_B ?x155)))
 (let ((?x160 (mul in_S ?x155)))
 (let ((?x170 (bn sym_eps in_X ?x160 ?x165 in_M in_V)))
 (= (dim ?x170 2) sym_h))))))
(assert
 (let ((?x155 (reshape1 sym_c in_W)))
 (let ((?x165 (mul in_B ?x155)))
 (let ((?x160 (mul in_S ?x155)))
 (let ((?x170 (bn sym_eps in_X ?x160 ?x165 in_M in_V)))
 (= (dim ?x170 3) sym_w))))))
(assert
 (let ((?x155 (reshape1 sym_c in_W)))
(let ((?x165 (mul in_B ?x155)))
(let ((?x160 (mul in_S ?x155)))
(let ((?x170 (bn sym_eps in_X ?x160 ?x165 in_M in_V)))
(let ((?x133 (bn sym_eps in_X in_S in_B in_M in_V)))
(let ((?x144 (mulb ?x133 in_W)))
(and (distinct ?x144 ?x170) true))))))))
(check-sat)
