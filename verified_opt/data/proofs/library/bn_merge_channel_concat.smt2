; verified_opt proof obligation: unsat means the rule holds
; axioms used: bn_concat_ch
; z3 rlimit used: 75183
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun concat (Int T T) T)
(declare-fun bn (Real T T T T T) T)
(declare-fun dim (T Int) Int)
(declare-fun sym_c1 () Int)
(declare-fun sym_c2 () Int)
(declare-fun sym_h () Int)
(declare-fun sym_n () Int)
(declare-fun sym_w () Int)
(declare-fun rank (T) Int)
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
 (forall ((B1 T) (B2 T) (M1 T) (M2 T) (S1 T) (S2 T) (V1 T) (V2 T) (X1 T) (X2 T) (eps Real) )(! (let ((?x36 (concat 1 (bn eps X1 S1 B1 M1 V1) (bn eps X2 S2 B2 M2 V2))))
 (let ((?x33 (bn eps (concat 1 X1 X2) (concat 0 S1 S2) (concat 0 B1 B2) (concat 0 M1 M2) (concat 0 V1 V2))))
 (let (($x37 (= ?x33 ?x36)))
 (let (($x21 (and (= (dim X1 1) (dim S1 0)) (= (dim B1 0) (dim S1 0)) (= (dim M1 0) (dim S1 0)) (= (dim V1 0) (dim S1 0)))))
 (=> $x21 $x37))))) :pattern ( (bn eps (concat 1 X1 X2) (concat 0 S1 S2) (concat 0 B1 B2) (concat 0 M1 M2) (concat 0 V1 V2)) ) :pattern ( (concat 1 (bn eps X1 S1 B1 M1 V1) (bn eps X2 S2 B2 M2 V2)) ) :qid bn_concat_ch))
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
 (let ((?x148 (bn sym_eps in_X2 in_S2 in_B2 in_M2 in_V2)))
 (let ((?x137 (bn sym_eps in_X1 in_S1 in_B1 in_M1 in_V1)))
 (let ((?x159 (concat 1 ?x137 ?x148)))
 (= (rank ?x159) 4)))))
(assert
 (let ((?x148 (bn sym_eps in_X2 in_S2 in_B2 in_M2 in_V2)))
 (let ((?x137 (bn sym_eps in_X1 in_S1 in_B1 in_M1 in_V1)))
 (let ((?x159 (concat 1 ?x137 ?x148)))
 (= (dim ?x159 0) sym_n)))))
(assert
 (let ((?x165 (+ sym_c1 sym_c2)))
 (let ((?x148 (bn sym_eps in_X2 in_S2 in_B2 in_M2 in_V2)))
 (let ((?x137 (bn sym_eps in_X1 in_S1 in_B1 in_M1 in_V1)))
 (let ((?x159 (concat 1 ?x137 ?x148)))
 (let ((?x164 (dim ?x159 1)))
 (= ?x164 ?x165)))))))
(assert
 (let ((?x148 (bn sym_eps in_X2 in_S2 in_B2 in_M2 in_V2)))
 (let ((?x137 (bn sym_eps in_X1 in_S1 in_B1 in_M1 in_V1)))
 (let ((?x159 (concat 1 ?x137 ?x148)))
 (= (dim ?x159 2) sym_h)))))
(assert
 (let ((?x148 (bn sym_eps in_X2 in_S2 in_B2 in_M2 in_V2)))
 (let ((?x137 (bn sym_eps in_X1 in_S1 in_B1 in_M1 in_V1)))
 (let ((?x159 (concat 1 ?x137 ?x148)))
 (= (dim ?x159 3) sym_w)))))
(assert
 (let ((?x165 (+ sym_c1 sym_c2)))
 (>= ?x165 0)))
(assert
 (= (rank (concat 1 in_X1 in_X2)) 4))
(assert
 (= (dim (concat 1 in_X1 in_X2) 0) sym_n))
(assert
 (let ((?x165 (+ sym_c1 sym_c2)))
 (let ((?x172 (concat 1 in_X1 in_X2)))
 (let ((?x177 (dim ?x172 1)))
 (= ?x177 ?x165)))))
(assert
 (= (dim (concat 1 in_X1 in_X2) 2) sym_h))
(assert
 (= (dim (concat 1 in_X1 in_X2) 3) sym_w))
(assert
 (= (rank (concat 0 in_S1 in_S2)) 1))
(assert
 (let ((?x165 (+ sym_c1 sym_c2)))
 (let ((?x183 (concat 0 in_S1 in_S2)))
 (let ((?x186 (dim ?x183 0)))
 (= ?x186 ?x165)))))
(assert
 (= (rank (concat 0 in_B1 in_B2)) 1))
(assert
 (let ((?x165 (+ sym_c1 sym_c2)))
 (let ((?x188 (concat 0 in_B1 in_B2)))
 (let ((?x191 (dim ?x188 0)))
 (= ?x191 ?x165)))))
(assert
 (= (rank (concat 0 in_M1 in_M2)) 1))
(assert
 (let ((?x165 (+ sym_c1 sym_c2)))
 (let ((?x193 (concat 0 in_M1 in_M2)))
 (let ((?x196 (dim ?x193 0)))
 (= ?x196 ?x165)))))
(assert
 (= (rank (concat 0 in_V1 in_V2)) 1))
(assert
 (let ((?x165 (+ sym_c1 sym_c2)))
 (let ((?x198 (concat 0 in_V1 in_V2)))
 (let ((?x201 (dim ?x198 0)))
 (= ?x201 ?x165)))))
(assert
 (let ((?x198 (concat 0 in_V1 in_V2)))
 (let ((?x193 (concat 0 in_M1 in_M2)))
 (let ((?x188 (concat 0 in_B1 in_B2)))
 (let ((?x183 (concat 0 in_S1 in_S2)))
 (let ((?x172 (concat 1 in_X1 in_X2)))
 (let ((?x203 (bn sym_eps ?x172 ?x183 ?x188 ?x193 ?x198)))
 (= (rank ?x203) 4))))))))
(assert
 (let ((?x198 (concat 0 in_V1 in_V2)))
 (let ((?x193 (concat 0 in_M1 in_M2)))
 (let ((?x188 (concat 0 in_B1 in_B2)))
 (let ((?x183 (concat 0 in_S1 in_S2)))
 (let ((?x172 (concat 1 in_X1 in_X2)))
 (let ((?x203 (bn sym_eps ?x172 ?x183 ?x188 ?x193 ?x198)))
 (= (dim ?x203 0) sym_n))))))))
(assert
 (let ((?x165 (+ sym_c1 sym_c2)))
 (let ((?x198 (concat 0 in_V1 in_V2)))
 (let ((?x193 (concat 0 in_M1 in_M2)))
 (let ((?x188 (concat 0 in_B1 in_B2)))
 (let ((?x183 (concat 0 in_S1 in_S2)))
 (let ((?x172 (concat 1 in_X1 in_X2)))
 (let ((?x203 (bn sym_eps ?x172 ?x183 ?x188 ?x193 ?x198)))
 (let ((?x208 (dim ?x203 1)))
 (= ?x208 ?x165))))))))))
(assert
 (let ((?x198 (concat 0 in_V1 in_V2)))
 (let ((?x193 (concat 0 in_M1 in_M2)))
 (let ((?x188 (concat 0 in_B1 in_B2)))
 (let ((?x183 (concat 0 in_S1 in_S2)))
 (let ((?x172 (concat 1 in_X1 in_X2)))
 (let ((?x203 (bn sym_eps ?x172 ?x183 ?x188 ?x193 ?x198)))
 (= (dim ?x203 2) sym_h))))))))
(assert
 (let ((?x198 (concat 0 in_V1 in_V2)))
 (let ((?x193 (concat 0 in_M1 in_M2)))
 (let ((?x188 (concat 0 in_B1 in_B2)))
 (let ((?x183 (concat 0 in_S1 in_S2)))
 (let ((?x172 (concat 1 in_X1 in_X2)))
 (let ((?x203 (bn sym_eps ?x172 ?x183 ?x188 ?x193 ?x198)))
 (= (dim ?x203 3) sym_w))))))))
(assert
 (let ((?x198 (concat 0 in_V1 in_V2)))
(let ((?x193 (concat 0 in_M1 in_M2)))
(let ((?x188 (concat 0 in_B1 in_B2)))
(let ((?x183 (concat 0 in_S1 in_S2)))
(let ((?x172 (concat 1 in_X1 in_X2)))
(let ((?x203 (bn sym_eps ?x172 ?x183 ?x188 ?x193 ?x198)))
(let ((?x148 (bn sym_eps in_X2 in_S2 in_B2 in_M2 in_V2)))
(let ((?x137 (bn sym_eps in_X1 in_S1 in_B1 in_M1 in_V1)))
(let ((?x159 (concat 1 ?x137 ?x148)))
(and (distinct ?x159 ?x203) true)))))))))))
(check-sat)
