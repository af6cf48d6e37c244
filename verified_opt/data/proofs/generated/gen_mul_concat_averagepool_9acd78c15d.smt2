; verified_opt proof obligation: unsat means the rule holds
; axioms used: avgpool_concat_ch, avgpool_smul
; z3 rlimit used: 11237
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun concat (Int T T) T)
(declare-fun avgpool (Int Int Int Int Int Int Int Int Int T) T)
(declare-fun rank (T) Int)
(declare-fun dim (T Int) Int)
(declare-fun smul (T T) T)
(declare-fun sym_c () Int)
(declare-fun sym_h () Int)
(declare-fun sym_n () Int)
(declare-fun sym_w () Int)
(declare-fun in_i1 () T)
(declare-fun in_s1 () T)
(assert
 (forall ((X T) (Y T) (ci Int) (kh Int) (kw Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x47 (avgpool kh kw sh sw pt pl pb pr ci Y)))
 (let ((?x48 (concat 1 (avgpool kh kw sh sw pt pl pb pr ci X) ?x47)))
 (let ((?x45 (avgpool kh kw sh sw pt pl pb pr ci (concat 1 X Y))))
 (let (($x49 (= ?x45 ?x48)))
 (let (($x42 (= (rank Y) 4)))
 (let (($x37 (>= pr 0)))
 (let (($x35 (>= pb 0)))
 (let (($x33 (>= pl 0)))
 (let (($x31 (>= pt 0)))
 (let (($x29 (>= sw 1)))
 (let (($x27 (>= sh 1)))
 (let (($x25 (>= kw 1)))
 (let (($x23 (>= kh 1)))
 (let (($x20 (>= ci 0)))
 (let (($x43 (and (= (dim X 0) (dim Y 0)) (= (dim X 2) (dim Y 2)) (= (dim X 3) (dim Y 3)) $x20 $x23 $x25 $x27 $x29 $x31 $x33 $x35 $x37 (= (rank X) 4) $x42)))
 (=> $x43 $x49)))))))))))))))) :pattern ( (avgpool kh kw sh sw pt pl pb pr ci (concat 1 X Y)) ) :pattern ( (concat 1 (avgpool kh kw sh sw pt pl pb pr ci X) (avgpool kh kw sh sw pt pl pb pr ci Y)) ) :qid avgpool_concat_ch))
 )
(assert
 (forall ((S T) (X T) (ci Int) (kh Int) (kw Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x47 (avgpool kh kw sh sw pt pl pb pr ci X)))
 (let ((?x78 (smul ?x47 S)))
 (let ((?x77 (avgpool kh kw sh sw pt pl pb pr ci (smul X S))))
 (let (($x79 (= ?x77 ?x78)))
 (let (($x42 (= (rank X) 4)))
 (let (($x37 (>= pr 0)))
 (let (($x35 (>= pb 0)))
 (let (($x33 (>= pl 0)))
 (let (($x31 (>= pt 0)))
 (let (($x29 (>= sw 1)))
 (let (($x27 (>= sh 1)))
 (let (($x25 (>= kw 1)))
 (let (($x23 (>= kh 1)))
 (let (($x20 (>= ci 0)))
 (let (($x75 (and $x20 $x23 $x25 $x27 $x29 $x31 $x33 $x35 $x37 $x42 (= (rank S) 0))))
 (=> $x75 $x79)))))))))))))))) :pattern ( (avgpool kh kw sh sw pt pl pb pr ci (smul X S)) ) :pattern ( (smul (avgpool kh kw sh sw pt pl pb pr ci X) S) ) :qid avgpool_smul))
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
 (= (rank in_i1) 4))
(assert
 (= (dim in_i1 0) sym_n))
(assert
 (= (dim in_i1 1) sym_c))
(assert
 (= (dim in_i1 2) sym_h))
(assert
 (= (dim in_i1 3) sym_w))
(assert
 (= (rank in_s1) 0))
(assert
 (= (rank (smul in_i1 in_s1)) 4))
(assert
 (= (dim (smul in_i1 in_s1) 0) sym_n))
(assert
 (= (dim (smul in_i1 in_s1) 1) sym_c))
(assert
 (= (dim (smul in_i1 in_s1) 2) sym_h))
(assert
 (= (dim (smul in_i1 in_s1) 3) sym_w))
(assert
 (= (rank (concat 1 (smul in_i1 in_s1) in_i1)) 4))
(assert
 (= (dim (concat 1 (smul in_i1 in_s1) in_i1) 0) sym_n))
(assert
 (let ((?x126 (* 2 sym_c)))
 (let ((?x109 (smul in_i1 in_s1)))
 (let ((?x120 (concat 1 ?x109 in_i1)))
 (let ((?x125 (dim ?x120 1)))
 (= ?x125 ?x126))))))
(assert
 (= (dim (concat 1 (smul in_i1 in_s1) in_i1) 2) sym_h))
(assert
 (= (dim (concat 1 (smul in_i1 in_s1) in_i1) 3) sym_w))
(assert
 (let ((?x109 (smul in_i1 in_s1)))
 (let ((?x120 (concat 1 ?x109 in_i1)))
 (let ((?x132 (avgpool 3 3 1 1 1 1 1 1 0 ?x120)))
 (= (rank ?x132) 4)))))
(assert
 (let ((?x109 (smul in_i1 in_s1)))
 (let ((?x120 (concat 1 ?x109 in_i1)))
 (let ((?x132 (avgpool 3 3 1 1 1 1 1 1 0 ?x120)))
 (= (dim ?x132 0) sym_n)))))
(assert
 (let ((?x126 (* 2 sym_c)))
 (let ((?x109 (smul in_i1 in_s1)))
 (let ((?x120 (concat 1 ?x109 in_i1)))
 (let ((?x132 (avgpool 3 3 1 1 1 1 1 1 0 ?x120)))
 (let ((?x137 (dim ?x132 1)))
 (= ?x137 ?x126)))))))
(assert
 (let ((?x109 (smul in_i1 in_s1)))
 (let ((?x120 (concat 1 ?x109 in_i1)))
 (let ((?x132 (avgpool 3 3 1 1 1 1 1 1 0 ?x120)))
 (= (dim ?x132 2) sym_h)))))
(assert
 (let ((?x109 (smul in_i1 in_s1)))
 (let ((?x120 (concat 1 ?x109 in_i1)))
 (let ((?x132 (avgpool 3 3 1 1 1 1 1 1 0 ?x120)))
 (= (dim ?x132 3) sym_w)))))
(assert
 (let ((?x126 (* 2 sym_c)))
 (>= ?x126 0)))
(assert
 (let ((?x144 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (= (rank ?x144) 4)))
(assert
 (let ((?x144 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (= (dim ?x144 0) sym_n)))
(assert
 (let ((?x144 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (= (dim ?x144 1) sym_c)))
(assert
 (let ((?x144 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (= (dim ?x144 2) sym_h)))
(assert
 (let ((?x144 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (= (dim ?x144 3) sym_w)))
(assert
 (let ((?x144 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (let ((?x155 (smul ?x144 in_s1)))
 (= (rank ?x155) 4))))
(assert
 (let ((?x144 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (let ((?x155 (smul ?x144 in_s1)))
 (= (dim ?x155 0) sym_n))))
(assert
 (let ((?x144 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (let ((?x155 (smul ?x144 in_s1)))
 (= (dim ?x155 1) sym_c))))
(assert
 (let ((?x144 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (let ((?x155 (smul ?x144 in_s1)))
 (= (dim ?x155 2) sym_h))))
(assert
 (let ((?x144 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (let ((?x155 (smul ?x144 in_s1)))
 (= (dim ?x155 3) sym_w))))
(assert
 (let ((?x144 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (let ((?x155 (smul ?x144 in_s1)))
 (let ((?x166 (concat 1 ?x155 ?x144)))
 (= (rank ?x166) 4)))))
(assert
 (let ((?x144 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (let ((?x155 (smul ?x144 in_s1)))
 (let ((?x166 (concat 1 ?x155 ?x144)))
 (= (dim ?x166 0) sym_n)))))
(assert
 (let ((?x126 (* 2 sym_c)))
 (let ((?x144 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (let ((?x155 (smul ?x144 in_s1)))
 (let ((?x166 (concat 1 ?x155 ?x144)))
 (let ((?x171 (dim ?x166 1)))
 (= ?x171 ?x126)))))))
(assert
 (let ((?x144 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (let ((?x155 (smul ?x144 in_s1)))
 (let ((?x166 (concat 1 ?x155 ?x144)))
 (= (dim ?x166 2) sym_h)))))
(assert
 (let ((?x144 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (let ((?x155 (smul ?x144 in_s1)))
 (let ((?x166 (concat 1 ?x155 ?x144)))
 (= (dim ?x166 3) sym_w)))))
(assert
 (let ((?x144 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
(let ((?x155 (smul ?x144 in_s1)))
(let ((?x166 (concat 1 ?x155 ?x144)))
(let ((?x109 (smul in_i1 in_s1)))
(let ((?x120 (concat 1 ?x109 in_i1)))
(let ((?x132 (avgpool 3 3 1 1 1 1 1 1 0 ?x120)))
(and (distinct ?x132 ?x166) true))))))))
(check-sat)
