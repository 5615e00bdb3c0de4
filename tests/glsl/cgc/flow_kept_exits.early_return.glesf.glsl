// glesf output by Cg compiler
// cgc version 3.1.0013, build date Apr 24 2012
// command line args: -profile glesf
// source file: tests/glsl/cases/flow_kept_exits.cg
//vendor NVIDIA Corporation
//version 3.1.0.13
//profile glesf
//program early_return
//semantic early_return.count
//semantic early_return.limit
//var int count :  : _count1 : 1 : 1
//var float limit :  : _limit1 : 2 : 1
//var float4 color : $vin.COLOR0 : COLOR0 : 0 : 1
//var float4 early_return : $vout.COLOR : COL : -1 : 1

precision mediump float;

vec4 _ret_0;
uniform int _count1;
uniform float _limit1;
varying vec4 COL0;

 // main procedure, the original name was early_return
void main()
{

    vec4 _c;
    int _i1;

    _c = COL0;
    _i1 = 0;
    for (; _i1 < _count1; _i1 = _i1 + 1) { // for begin
        _c = _c*1.50000000E+00 + 1.25000000E-01;
        if (_c.x > _limit1) { // if begin
            _ret_0 = vec4(_c.x, _c.y, _c.z, 0.00000000E+00);
            gl_FragColor = _ret_0;
            return;
        } // end if
    } // end for
    gl_FragColor = _c;
    return;
} // main end
