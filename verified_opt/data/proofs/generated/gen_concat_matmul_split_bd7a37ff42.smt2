; verified_opt proof obligation: unsat means the rule holds
; axioms used: gemmnc_concat_cols, gemmnc_matmul, matmul_slice_cols, slice_concat_left, slice_concat_right
; z3 rlimit used: 119465
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun slice (Int Int Int T) T)
(declare-fun concat (Int T T) T)
(declare-fun rank (T) Int)
(declare-fun dim (T Int) Int)
(declare-fun matmul (T T) T)
(declare-fun gemmnc (Int Int Real T T) T)
(declare-fun sym_c () Int)
(declare-fun sym_c2 () Int)
(declare-fun in_w1 () T)
(declare-fun in_w2 () T)
(assert
 (forall ((A T) (B T) (ax Int) (n1 Int) )(! (let ((?x19 (slice ax 0 n1 (concat ax A B))))
 (let (($x20 (= ?x19 A)))
 (let ((?x10 (rank A)))
 (let (($x12 (>= ?x10 1)))
 (let (($x16 (and (= (dim A ax) n1) $x12 (>= (rank B) 1))))
 (=> $x16 $x20)))))) :pattern ( (slice ax 0 n1 (concat ax A B)) ) :qid slice_concat_left))
 )
(assert
 (forall ((A T) (B T) (ax Int) (e Int) (n1 Int) )(! (let ((?x55 (slice ax n1 e (concat ax A B))))
 (let (($x56 (= ?x55 B)))
 (let ((?x10 (rank B)))
 (let (($x12 (>= ?x10 1)))
 (let ((?x51 (rank A)))
 (let (($x52 (>= ?x51 1)))
 (let (($x47 (= (dim A ax) n1)))
 (=> (and $x47 (= (dim B ax) (- e n1)) $x52 $x12) $x56)))))))) :pattern ( (slice ax n1 e (concat ax A B)) ) :qid slice_concat_right))
 )
(assert
 (forall ((A T) (B T) )(! (let ((?x79 (matmul A B)))
 (let ((?x78 (gemmnc 0 0 1.0 A B)))
 (let (($x80 (= ?x78 ?x79)))
 (let (($x76 (and (= (rank A) 2) (= (rank B) 2))))
 (=> $x76 $x80))))) :pattern ( (gemmnc 0 0 1.0 A B) ) :pattern ( (matmul A B) ) :qid gemmnc_matmul))
 )
(assert
 (forall ((A T) (B1 T) (B2 T) (al Real) (ta Int) )(! (let ((?x97 (concat 1 (gemmnc ta 0 al A B1) (gemmnc ta 0 al A B2))))
 (let ((?x94 (gemmnc ta 0 al A (concat 1 B1 B2))))
 (let (($x98 (= ?x94 ?x97)))
 (let (($x88 (>= ta 0)))
 (let (($x92 (and $x88 (= (rank A) 2) (= (rank B1) 2) (= (rank B2) 2))))
 (=> $x92 $x98)))))) :pattern ( (gemmnc ta 0 al A (concat 1 B1 B2)) ) :pattern ( (concat 1 (gemmnc ta 0 al A B1) (gemmnc ta 0 al A B2)) ) :qid gemmnc_concat_cols))
 )
(assert
 (forall ((A T) (B T) (ax Int) (e Int) (s Int) )(! (let ((?x153 (matmul A (slice ax s e B))))
 (let ((?x151 (slice ax s e (matmul A B))))
 (let (($x154 (= ?x151 ?x153)))
 (let (($x147 (= (dim A 5) (dim B 5))))
 (let (($x141 (= (dim A 4) (dim B 4))))
 (let (($x135 (= (dim A 3) (dim B 3))))
 (let (($x129 (= (dim A 2) (dim B 2))))
 (let (($x124 (= (dim A 1) (dim B 1))))
 (let (($x119 (= (dim A 0) (dim B 0))))
 (let ((?x10 (rank B)))
 (let (($x112 (>= ?x10 2)))
 (let ((?x51 (rank A)))
 (let (($x111 (>= ?x51 2)))
 (let (($x110 (>= e 1)))
 (let (($x88 (>= s 0)))
 (let (($x109 (>= ax 1)))
 (let (($x149 (and (= ax (- ?x10 1)) (<= s e) $x109 $x88 $x110 $x111 $x112 (= (- ?x10 2) (- ?x51 2)) (=> (> (- ?x51 2) 0) $x119) (=> (> (- ?x51 2) 1) $x124) (=> (> (- ?x51 2) 2) $x129) (=> (> (- ?x51 2) 3) $x135) (=> (> (- ?x51 2) 4) $x141) (=> (> (- ?x51 2) 5) $x147))))
 (=> $x149 $x154)))))))))))))))))) :pattern ( (slice ax s e (matmul A B)) ) :pattern ( (matmul A (slice ax s e B)) ) :qid matmul_slice_cols))
 )
(assert
 (>= sym_c 1))
(assert
 (>= sym_c2 1))
(assert
 (= (rank in_w1) 2))
(assert
 (= (dim in_w1 0) sym_c))
(assert
 (= (dim in_w1 1) sym_c))
(assert
 (= (rank in_w2) 2))
(assert
 (= (dim in_w2 0) sym_c))
(assert
 (= (dim in_w2 1) sym_c2))
(assert
 (= (rank (concat 1 in_w1 in_w2)) 2))
(assert
 (= (dim (concat 1 in_w1 in_w2) 0) sym_c))
(assert
 (let ((?x186 (+ sym_c sym_c2)))
 (let ((?x191 (concat 1 in_w1 in_w2)))
 (let ((?x189 (dim ?x191 1)))
 (= ?x189 ?x186)))))
(assert
 (= (rank (matmul in_w1 (concat 1 in_w1 in_w2))) 2))
(assert
 (= (dim (matmul in_w1 (concat 1 in_w1 in_w2)) 0) sym_c))
(assert
 (let ((?x186 (+ sym_c sym_c2)))
 (let ((?x191 (concat 1 in_w1 in_w2)))
 (let ((?x171 (matmul in_w1 ?x191)))
 (let ((?x216 (dim ?x171 1)))
 (= ?x216 ?x186))))))
(assert
 (let ((?x191 (concat 1 in_w1 in_w2)))
 (let ((?x171 (matmul in_w1 ?x191)))
 (let ((?x218 (slice 1 0 sym_c ?x171)))
 (= (rank ?x218) 2)))))
(assert
 (let ((?x191 (concat 1 in_w1 in_w2)))
 (let ((?x171 (matmul in_w1 ?x191)))
 (let ((?x218 (slice 1 0 sym_c ?x171)))
 (= (dim ?x218 0) sym_c)))))
(assert
 (let ((?x191 (concat 1 in_w1 in_w2)))
 (let ((?x171 (matmul in_w1 ?x191)))
 (let ((?x218 (slice 1 0 sym_c ?x171)))
 (= (dim ?x218 1) sym_c)))))
(assert
 (let ((?x191 (concat 1 in_w1 in_w2)))
 (let ((?x171 (matmul in_w1 ?x191)))
 (let ((?x186 (+ sym_c sym_c2)))
 (let ((?x225 (slice 1 sym_c ?x186 ?x171)))
 (= (rank ?x225) 2))))))
(assert
 (let ((?x191 (concat 1 in_w1 in_w2)))
 (let ((?x171 (matmul in_w1 ?x191)))
 (let ((?x186 (+ sym_c sym_c2)))
 (let ((?x225 (slice 1 sym_c ?x186 ?x171)))
 (= (dim ?x225 0) sym_c))))))
(assert
 (let ((?x191 (concat 1 in_w1 in_w2)))
 (let ((?x171 (matmul in_w1 ?x191)))
 (let ((?x186 (+ sym_c sym_c2)))
 (let ((?x225 (slice 1 sym_c ?x186 ?x171)))
 (= (dim ?x225 1) sym_c2))))))
(assert
 (let ((?x186 (+ sym_c sym_c2)))
 (>= ?x186 0)))
(assert
 (= (rank (concat 1 in_w2 in_w1)) 2))
(assert
 (= (dim (concat 1 in_w2 in_w1) 0) sym_c))
(assert
 (let ((?x239 (+ sym_c2 sym_c)))
 (let ((?x233 (concat 1 in_w2 in_w1)))
 (let ((?x238 (dim ?x233 1)))
 (= ?x238 ?x239)))))
(assert
 (= (rank (matmul in_w1 (concat 1 in_w2 in_w1))) 2))
(assert
 (= (dim (matmul in_w1 (concat 1 in_w2 in_w1)) 0) sym_c))
(assert
 (let ((?x239 (+ sym_c2 sym_c)))
 (let ((?x233 (concat 1 in_w2 in_w1)))
 (let ((?x241 (matmul in_w1 ?x233)))
 (let ((?x246 (dim ?x241 1)))
 (= ?x246 ?x239))))))
(assert
 (let ((?x233 (concat 1 in_w2 in_w1)))
 (let ((?x241 (matmul in_w1 ?x233)))
 (let ((?x248 (slice 1 0 sym_c2 ?x241)))
 (= (rank ?x248) 2)))))
(assert
 (let ((?x233 (concat 1 in_w2 in_w1)))
 (let ((?x241 (matmul in_w1 ?x233)))
 (let ((?x248 (slice 1 0 sym_c2 ?x241)))
 (= (dim ?x248 0) sym_c)))))
(assert
 (let ((?x233 (concat 1 in_w2 in_w1)))
 (let ((?x241 (matmul in_w1 ?x233)))
 (let ((?x248 (slice 1 0 sym_c2 ?x241)))
 (= (dim ?x248 1) sym_c2)))))
(assert
 (let ((?x233 (concat 1 in_w2 in_w1)))
 (let ((?x241 (matmul in_w1 ?x233)))
 (let ((?x239 (+ sym_c2 sym_c)))
 (let ((?x255 (slice 1 sym_c2 ?x239 ?x241)))
 (= (rank ?x255) 2))))))
(assert
 (let ((?x233 (concat 1 in_w2 in_w1)))
 (let ((?x241 (matmul in_w1 ?x233)))
 (let ((?x239 (+ sym_c2 sym_c)))
 (let ((?x255 (slice 1 sym_c2 ?x239 ?x241)))
 (= (dim ?x255 0) sym_c))))))
(assert
 (let ((?x233 (concat 1 in_w2 in_w1)))
 (let ((?x241 (matmul in_w1 ?x233)))
 (let ((?x239 (+ sym_c2 sym_c)))
 (let ((?x255 (slice 1 sym_c2 ?x239 ?x241)))
 (= (dim ?x255 1) sym_c))))))
(assert
 (let ((?x233 (concat 1 in_w2 in_w1)))
(let ((?x241 (matmul in_w1 ?x233)))
(let ((?x239 (+ sym_c2 sym_c)))
(let ((?x255 (slice 1 sym_c2 ?x239 ?x241)))
(let ((?x191 (concat 1 in_w1 in_w2)))
(let ((?x171 (matmul in_w1 ?x191)))
(let ((?x218 (slice 1 0 sym_c ?x171)))
(let ((?x248 (slice 1 0 sym_c2 ?x241)))
(let ((?x186 (+ sym_c sym_c2)))
(let ((?x225 (slice 1 sym_c ?x186 ?x171)))
(or (and (distinct ?x225 ?x248) true) (and (distinct ?x218 ?x255) true)))))))))))))
(check-sat)
