; verified_opt proof obligation: unsat means the rule holds
; axioms used: bn_concat_ch
; z3 rlimit used: 5998
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun concat (Int T T) T)
(declare-fun bn (Real T T T T T) T)
(declare-fun rank (T) Int)
(declare-fun dim (T Int) Int)
(declare-fun sym_c1 () Int)
(declare-fun sym_c2 () Int)
(declare-fun sym_h () Int)
(declare-fun sym_n () Int)
(declare-fun sym_w () Int)
(declare-fun in_B1 () T)
(declare-fun in_B2 () T)
(declare-fun in_M1 () T)
(declare-fun in_M2 () T)
(declare-fun in_S1 () T)
(declare-fun in_S2 () T)
(declare-fun in_V1 () T)
(declare-fun in_V2 () T)
(declare-fun in_X1 () T)
(declare-fun in_X2 () T)
(declare-fun sym_eps () Real)
(assert
 (forall ((B1 T) (B2 T) (M1 T) (M2 T) (S1 T) (S2 T) (V1 T) (V2 T) (X1 T) (X2 T) (eps Real) )(! (let ((?x57 (concat 1 (bn eps X1 S1 B1 M1 V1) (bn eps X2 S2 B2 M2 V2))))
 (let ((?x54 (bn eps (concat 1 X1 X2) (concat 0 S1 S2) (concat 0 B1 B2) (concat 0 M1 M2) (concat 0 V1 V2))))
 (let (($x58 (= ?x54 ?x57)))
 (let (($x47 (and (= (dim X1 1) (dim S1 0)) (= (dim B1 0) (dim S1 0)) (= (dim M1 0) (dim S1 0)) (= (dim V1 0) (dim S1 0)) (= (rank X1) 4) (= (rank X2) 4) (= (rank S1) 1) (= (rank S2) 1) (= (rank B1) 1) (= (rank B2) 1) (= (rank M1) 1) (= (rank M2) 1) (= (rank V1) 1) (= (rank V2) 1))))
 (=> $x47 $x58))))) :pattern ( (bn eps (concat 1 X1 X2) (concat 0 S1 S2) (concat 0 B1 B2) (concat 0 M1 M2) (concat 0 V1 V2)) ) :pattern ( (concat 1 (bn eps X1 S1 B1 M1 V1) (bn eps X2 S2 B2 M2 V2)) ) :qid bn_concat_ch))
 )
(assert
 (>= sym_c1 1))
(assert
 (>= sym_c2 1))
(assert
 (>= sym_h 1))
(assert
 (>= sym_n 1))
(assert
 (>= sym_w 1))
(assert
 (= (rank in_B1) 1))
(assert
 (= (dim in_B1 0) sym_c1))
(assert
 (= (rank in_B2) 1))
(assert
 (= (dim in_B2 0) sym_c2))
(assert
 (= (rank in_M1) 1))
(assert
 (= (dim in_M1 0) sym_c1))
(assert
 (= (rank in_M2) 1))
(assert
 (= (dim in_M2 0) sym_c2))
(assert
 (= (rank in_S1) 1))
(assert
 (= (dim in_S1 0) sym_c1))
(assert
 (= (rank in_S2) 1))
(assert
 (= (dim in_S2 0) sym_c2))
(assert
 (= (rank in_V1) 1))
(assert
 (= (dim in_V1 0) sym_c1))
(assert
 (= (rank in_V2) 1))
(assert
 (= (dim in_V2 0) sym_c2))
(assert
 (= (rank in_X1) 4))
(assert
 (= (dim in_X1 0) sym_n))
(assert
 (= (dim in_X1 1) sym_c1))
(assert
 (= (dim in_X1 2) sym_h))
(assert
 (= (dim in_X1 3) sym_w))
(assert
 (= (rank in_X2) 4))
(assert
 (= (dim in_X2 0) sym_n))
(assert
 (= (dim in_X2 1) sym_c2))
(assert
 (= (dim in_X2 2) sym_h))
(assert
 (= (dim in_X2 3) sym_w))
(assert
 (= (rank (bn sym_eps in_X1 in_S1 in_B1 in_M1 in_V1)) 4))
(assert
 (= (dim (bn sym_eps in_X1 in_S1 in_B1 in_M1 in_V1) 0) sym_n))
(assert
 (= (dim (bn sym_eps in_X1 in_S1 in_B1 in_M1 in_V1) 1) sym_c1))
(assert
 (= (dim (bn sym_eps in_X1 in_S1 in_B1 in_M1 in_V1) 2) sym_h))
(assert
 (= (dim (bn sym_eps in_X1 in_S1 in_B1 in_M1 in_V1) 3) sym_w))
(assert
 (= (rank (bn sym_eps in_X2 in_S2 in_B2 in_M2 in_V2)) 4))
(assert
 (= (dim (bn sym_eps in_X2 in_S2 in_B2 in_M2 in_V2) 0) sym_n))
(assert
 (= (dim (bn sym_eps in_X2 in_S2 in_B2 in_M2 in_V2) 1) sym_c2))
(assert
 (= (dim (bn sym_eps in_X2 in_S2 in_B2 in_M2 in_V2) 2) sym_h))
(assert
 (= (dim (bn sym_eps in_X2 in_S2 in_B2 in_M2 in_V2) 3) sym_w))
(assert
 (let ((?x168 (bn sym_eps in_X2 in_S2 in_B2 in_M2 in_V2)))
 (let ((?x157 (bn sym_eps in_X1 in_S1 in_B1 in_M1 in_V1)))
 (let ((?x179 (concat 1 ?x157 ?x168)))
 (= (rank ?x179) 4)))))
(assert
 (let ((?x168 (bn sym_eps in_X2 in_S2 in_B2 in_M2 in_V2)))
 (let ((?x157 (bn sym_eps in_X1 in_S1 in_B1 in_M1 in_V1)))
 (let ((?x179 (concat 1 ?x157 ?x168)))
 (= (dim ?x179 0) sym_n)))))
(assert
 (let ((?x185 (+ sym_c1 sym_c2)))
 (let ((?x168 (bn sym_eps in_X2 in_S2 in_B2 in_M2 in_V2)))
 (let ((?x157 (bn sym_eps in_X1 in_S1 in_B1 in_M1 in_V1)))
 (let ((?x179 (concat 1 ?x157 ?x168)))
 (let ((?x184 (dim ?x179 1)))
 (= ?x184 ?x185)))))))
(assert
 (let ((?x168 (bn sym_eps in_X2 in_S2 in_B2 in_M2 in_V2)))
 (let ((?x157 (bn sym_eps in_X1 in_S1 in_B1 in_M1 in_V1)))
 (let ((?x179 (concat 1 ?x157 ?x168)))
 (= (dim ?x179 2) sym_h)))))
(assert
 (let ((?x168 (bn sym_eps in_X2 in_S2 in_B2 in_M2 in_V2)))
 (let ((?x157 (bn sym_eps in_X1 in_S1 in_B1 in_M1 in_V1)))
 (let ((?x179 (concat 1 ?x157 ?x168)))
 (= (dim ?x179 3) sym_w)))))
(assert
 (let ((?x185 (+ sym_c1 sym_c2)))
 (>= ?x185 0)))
(assert
 (= (rank (concat 1 in_X1 in_X2)) 4))
(assert
 (= (dim (concat 1 in_X1 in_X2) 0) sym_n))
(assert
 (let ((?x185 (+ sym_c1 sym_c2)))
 (let ((?x192 (concat 1 in_X1 in_X2)))
 (let ((?x197 (dim ?x192 1)))
 (= ?x197 ?x185)))))
(assert
 (= (dim (concat 1 in_X1 in_X2) 2) sym_h))
(assert
 (= (dim (concat 1 in_X1 in_X2) 3) sym_w))
(assert
 (= (rank (concat 0 in_S1 in_S2)) 1))
(assert
 (let ((?x185 (+ sym_c1 sym_c2)))
 (let ((?x203 (concat 0 in_S1 in_S2)))
 (let ((?x206 (dim ?x203 0)))
 (= ?x206 ?x185)))))
(assert
 (= (rank (concat 0 in_B1 in_B2)) 1))
(assert
 (let ((?x185 (+ sym_c1 sym_c2)))
 (let ((?x208 (concat 0 in_B1 in_B2)))
 (let ((?x211 (dim ?x208 0)))
 (= ?x211 ?x185)))))
(assert
 (= (rank (concat 0 in_M1 in_M2)) 1))
(assert
 (let ((?x185 (+ sym_c1 sym_c2)))
 (let ((?x213 (concat 0 in_M1 in_M2)))
 (let ((?x216 (dim ?x213 0)))
 (= ?x216 ?x185)))))
(assert
 (= (rank (concat 0 in_V1 in_V2)) 1))
(assert
 (let ((?x185 (+ sym_c1 sym_c2)))
 (let ((?x218 (concat 0 in_V1 in_V2)))
 (let ((?x221 (dim ?x218 0)))
 (= ?x221 ?x185)))))
(assert
 (let ((?x218 (concat 0 in_V1 in_V2)))
 (let ((?x213 (concat 0 in_M1 in_M2)))
 (let ((?x208 (concat 0 in_B1 in_B2)))
 (let ((?x203 (concat 0 in_S1 in_S2)))
 (let ((?x192 (concat 1 in_X1 in_X2)))
 (let ((?x223 (bn sym_eps ?x192 ?x203 ?x208 ?x213 ?x218)))
 (= (rank ?x223) 4))))))))
(assert
 (let ((?x218 (concat 0 in_V1 in_V2)))
 (let ((?x213 (concat 0 in_M1 in_M2)))
 (let ((?x208 (concat 0 in_B1 in_B2)))
 (let ((?x203 (concat 0 in_S1 in_S2)))
 (let ((?x192 (concat 1 in_X1 in_X2)))
 (let ((?x223 (bn sym_eps ?x192 ?x203 ?x208 ?x213 ?x218)))
 (= (dim ?x223 0) sym_n))))))))
(assert
 (let ((?x185 (+ sym_c1 sym_c2)))
 (let ((?x218 (concat 0 in_V1 in_V2)))
 (let ((?x213 (concat 0 in_M1 in_M2)))
 (let ((?x208 (concat 0 in_B1 in_B2)))
 (let ((?x203 (concat 0 in_S1 in_S2)))
 (let ((?x192 (concat 1 in_X1 in_X2)))
 (let ((?x223 (bn sym_eps ?x192 ?x203 ?x208 ?x213 ?x218)))
 (let ((?x228 (dim ?x223 1)))
 (= ?x228 ?x185))))))))))
(assert
 (let ((?x218 (concat 0 in_V1 in_V2)))
 (let ((?x213 (concat 0 in_M1 in_M2)))
 (let ((?x208 (concat 0 in_B1 in_B2)))
 (let ((?x203 (concat 0 in_S1 in_S2)))
 (let ((?x192 (concat 1 in_X1 in_X2)))
 (let ((?x223 (bn sym_eps ?x192 ?x203 ?x208 ?x213 ?x218)))
 (= (dim ?x223 2) sym_h))))))))
(assert
 (let ((?x218 (concat 0 in_V1 in_V2)))
 (let ((?x213 (concat 0 in_M1 in_M2)))
 (let ((?x208 (concat 0 in_B1 in_B2)))
 (let ((?x203 (concat 0 in_S1 in_S2)))
 (let ((?x192 (concat 1 in_X1 in_X2)))
 (let ((?x223 (bn sym_eps ?x192 ?x203 ?x208 ?x213 ?x218)))
 (= (dim ?x223 3) sym_w))))))))
(assert
 (let ((?x218 (concat 0 in_V1 in_V2)))
(let ((?x213 (concat 0 in_M1 in_M2)))
(let ((?x208 (concat 0 in_B1 in_B2)))
(let ((?x203 (concat 0 in_S1 in_S2)))
(let ((?x192 (concat 1 in_X1 in_X2)))
(let ((?x223 (bn sym_eps ?x192 ?x203 ?x208 ?x213 ?x218)))
(let ((?x168 (bn sym_eps in_X2 in_S2 in_B2 in_M2 in_V2)))
(let ((?x157 (bn sym_eps in_X1 in_S1 in_B1 in_M1 in_V1)))
(let ((?x179 (concat 1 ?x157 ?x168)))
(and (distinct ?x179 ?x223) true)))))))))))
(check-sat)
